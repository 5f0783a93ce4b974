/**
 * Main's side of the bridge: one `invoke` channel for calls, one `send` channel for events. A call
 * is answered only when it comes from our own window's top frame showing our own page; anything
 * else (another webContents, a subframe, a page that navigated elsewhere) gets a `forbidden` error.
 * Arguments are validated by the same dispatch the browser-mode server uses.
 */
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import type { EventSink } from '../contract/bridge.ts';
import type { Handlers } from '../contract/methods.ts';
import { dispatch } from '../backend/dispatch.ts';
import type { ApiResult } from '../contract/result.ts';
import { isAppUrl } from './app-protocol.ts';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from './ipc-channels.ts';

/** The window whose page may call; it changes when macOS re-creates the window. */
export type CurrentWindow = () => BrowserWindow | null;

function isTrustedSender(event: IpcMainInvokeEvent, window: BrowserWindow | null): boolean {
  if (window === null || window.isDestroyed()) return false;
  const frame = event.senderFrame;
  return (
    event.sender.id === window.webContents.id &&
    frame !== null &&
    frame === window.webContents.mainFrame &&
    isAppUrl(frame.url)
  );
}

export function handleCalls(handlers: Handlers, currentWindow: CurrentWindow): () => void {
  ipcMain.handle(
    IPC_CALL_CHANNEL,
    async (event, method: unknown, args: unknown): Promise<ApiResult<unknown>> => {
      if (!isTrustedSender(event, currentWindow())) {
        return {
          ok: false,
          error: { code: 'forbidden', message: 'Calls are only taken from the app’s own window.' },
        };
      }
      return dispatch(handlers, typeof method === 'string' ? method : String(method), args);
    },
  );
  return () => ipcMain.removeHandler(IPC_CALL_CHANNEL);
}

/** Pushes backend events to the current window, if it is open. */
export function windowEventSink(currentWindow: CurrentWindow): EventSink {
  return (event, payload) => {
    const window = currentWindow();
    if (window !== null && !window.isDestroyed()) window.webContents.send(IPC_EVENT_CHANNEL, event, payload);
  };
}
