/**
 * The Electron main process: one instance, one window, the backend (library + solver host) behind
 * the IPC bridge. Startup order matters: the scheme and the open-file listener are registered
 * before `ready`; the backend opens before the window so the first call finds it; files given by
 * the system are imported once the page can hear about them.
 */
import { app, BrowserWindow, dialog, session, shell, utilityProcess } from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openBackend, type Backend } from '../backend/backend.ts';
import { DATA_DIR_ENV } from '../contract/bridge.ts';
import type { MenuCommand } from '../contract/methods.ts';
import { FORMATS } from '../engine/formats/index.ts';
import { spawnElectronSolver } from './spawn-solver.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { handleDownloads } from './downloads.ts';
import { hardenSession, refuseWindowsAndWebviews } from './hardening.ts';
import { handleCalls, windowEventSink } from './ipc.ts';
import { installMenu } from './menu.ts';
import { electronNativeBindingPath } from './native-binding.ts';
import { importPaths, puzzlePathsIn } from './open-files.ts';
import { createMainWindow } from './window.ts';
import { WINDOW_ICON } from './window-icon.ts';
import { windowStateFile } from './window-state-store.ts';

const extensions = new Set(
  FORMATS.flatMap((format) => format.extensions.map((extension) => `.${extension}`)),
);

let backend: Backend | null = null;
let mainWindow: BrowserWindow | null = null;
let pageReady = false;
/** Files the system handed over before the window could show them. */
const pendingFiles: string[] = [];

// Tests and browser mode choose the data folder; Chromium's own files and the single-instance
// lock then live there too, so a test run never meets the user's running app.
const dataDirOverride = process.env[DATA_DIR_ENV];
if (dataDirOverride) app.setPath('userData', dataDirOverride);

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // The app path and Electron's own switches come first; in a packaged app only the executable.
  pendingFiles.push(...puzzlePathsIn(process.argv.slice(app.isPackaged ? 1 : 2), process.cwd(), extensions));
  app.on('open-file', (event, path) => {
    event.preventDefault();
    pendingFiles.push(path);
    void importPending();
  });
  app.on('second-instance', (_event, argv, workingDirectory) => {
    pendingFiles.push(...puzzlePathsIn(argv.slice(1), workingDirectory, extensions));
    if (mainWindow !== null) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
    void importPending();
  });
  app.on('web-contents-created', (_event, contents) => refuseWindowsAndWebviews(contents));
  // Ctrl+C in the terminal or a service manager's stop: quit the usual way, closing the library.
  process.on('SIGINT', () => app.quit());
  process.on('SIGTERM', () => app.quit());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (backend !== null && BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  closeBackendBeforeQuit();
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      dialog.showErrorBox(
        'Nonogram Studio could not start',
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
    });
}

function dataDir(): string {
  return app.getPath('userData');
}

function sendCommand(command: MenuCommand): void {
  backend?.emit('menu.command', { command });
}

async function start(): Promise<void> {
  const appPath = app.getAppPath();
  // Packaged, native code, the solver and the file worker are unpacked from the asar archive (they must be files).
  const unpacked = appPath.replace(/app\.asar$/, 'app.asar.unpacked');
  const binding = electronNativeBindingPath(unpacked, process.versions.electron);
  backend = await openBackend({
    dataDir: dataDir(),
    mode: 'electron',
    spawnSolver: () =>
      spawnElectronSolver(utilityProcess, { entry: join(unpacked, 'out', 'electron', 'solver.mjs') }),
    fileWorker: { entry: join(unpacked, 'out', 'electron', 'file-worker.mjs') },
    ...(existsSync(binding) ? { nativeBinding: binding } : {}),
    openFolder: (path) => shell.openPath(path),
    setMenuState: (state) => installMenu(sendCommand, state),
  });
  hardenSession(session.defaultSession);
  handleDownloads(session.defaultSession, () => mainWindow);
  serveRenderer(session.defaultSession, join(appPath, 'out', 'renderer'), () => backend?.exports ?? null);
  handleCalls(backend.handlers, () => mainWindow);
  backend.subscribe(windowEventSink(() => mainWindow));
  installMenu(sendCommand);
  openWindow();
}

function openWindow(): void {
  pageReady = false;
  const window = createMainWindow({
    preloadPath: join(app.getAppPath(), 'out', 'electron', 'preload.cjs'),
    stateFile: windowStateFile(dataDir()),
    title: app.getName(),
    ...windowIcon(),
  });
  mainWindow = window;
  window.webContents.on('did-finish-load', () => {
    pageReady = true;
    void importPending();
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
}

/** The app's icon for the window and the task bar (resources/icons, made from resources/icon.svg). */
function windowIcon(): { icon?: string } {
  if (process.platform === 'darwin') return {};
  const icon = join(app.getAppPath(), WINDOW_ICON);
  return existsSync(icon) ? { icon } : {};
}

async function importPending(): Promise<void> {
  if (backend === null || !pageReady || pendingFiles.length === 0) return;
  const paths = pendingFiles.splice(0);
  try {
    const summary = await importPaths(backend.handlers, paths);
    backend.emit('files.imported', { summary });
  } catch (error) {
    console.error('Could not import the files given to the app:', error);
  }
}

/** Quitting waits for the library to close, so its last write is on disk before the process ends. */
function closeBackendBeforeQuit(): void {
  let closed = false;
  let closing = false;
  app.on('before-quit', (event) => {
    if (closed || backend === null) return;
    event.preventDefault();
    if (closing) return;
    closing = true;
    backend
      .close()
      .catch((error: unknown) => console.error('Closing the library failed:', error))
      .finally(() => {
        closed = true;
        app.quit();
      });
  });
}
