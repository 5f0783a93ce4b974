/**
 * The one application window: sandboxed, context-isolated, no Node in the page, opened where it
 * was last closed (if that place is still on a screen).
 */
import { BrowserWindow, screen } from 'electron';
import { APP_ENTRY_URL } from './app-protocol.ts';
import { keepOnAppPages } from './hardening.ts';
import { MIN_SIZE, placeWindow, type WindowState } from './window-bounds.ts';
import { loadWindowState, saveWindowState } from './window-state-store.ts';

export interface MainWindowOptions {
  readonly preloadPath: string;
  readonly stateFile: string;
  readonly title: string;
  /** The window's icon (Linux and Windows; macOS takes the bundle's). */
  readonly icon?: string;
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const saved = loadWindowState(options.stateFile);
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map(
    (display) => display.workArea,
  );
  const bounds = placeWindow(saved?.bounds ?? null, workAreas);
  const window = new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: options.title,
    ...(options.icon === undefined ? {} : { icon: options.icon }),
    show: false,
    backgroundColor: '#f4f4f2',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  keepOnAppPages(window.webContents);
  if (saved?.maximized) window.maximize();
  if (saved?.fullScreen) window.setFullScreen(true);
  window.once('ready-to-show', () => window.show());
  rememberPlacement(window, options.stateFile);
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

function rememberPlacement(window: BrowserWindow, file: string): void {
  const current = (): WindowState => ({
    bounds: window.getNormalBounds(),
    maximized: window.isMaximized(),
    fullScreen: window.isFullScreen(),
  });
  let timer: NodeJS.Timeout | undefined;
  const saveSoon = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!window.isDestroyed()) saveWindowState(file, current());
    }, 500);
  };
  window.on('resized', saveSoon);
  window.on('moved', saveSoon);
  window.on('maximize', saveSoon);
  window.on('unmaximize', saveSoon);
  window.on('enter-full-screen', saveSoon);
  window.on('leave-full-screen', saveSoon);
  window.on('close', () => {
    clearTimeout(timer);
    saveWindowState(file, current());
  });
}
