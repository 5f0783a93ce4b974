/**
 * Runs in the sandboxed renderer before the page and gives it exactly one object,
 * `window.nonogramApi`: call a method, listen to an event. No Electron or Node object leaks to the
 * page; listeners are kept here so one IPC subscription serves all of them.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { APP_EXPORTS_PATH, BRIDGE_GLOBAL, type ApiBridge } from '../contract/bridge.ts';
import type { EventName, EventPayloads, MethodArgs, MethodName, MethodResults } from '../contract/methods.ts';
import type { ApiResult } from '../contract/result.ts';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from './ipc-channels.ts';

type Listener = (payload: unknown) => void;

const listeners = new Map<string, Set<Listener>>();

ipcRenderer.on(IPC_EVENT_CHANNEL, (_event, name: unknown, payload: unknown) => {
  if (typeof name !== 'string') return;
  for (const listener of listeners.get(name) ?? []) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`A listener for ${name} failed:`, error);
    }
  }
});

const bridge = {
  call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<ApiResult<MethodResults[M]>> {
    return ipcRenderer.invoke(IPC_CALL_CHANNEL, method, args) as Promise<ApiResult<MethodResults[M]>>;
  },
  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void {
    const set = listeners.get(event) ?? new Set<Listener>();
    listeners.set(event, set);
    const wrapped: Listener = (payload) => listener(payload as EventPayloads[E]);
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  },
  // Relative to the page, app://nonogram/; main streams the file (app-protocol.ts).
  exportUrl(exportId: string): string {
    return `${APP_EXPORTS_PATH}${encodeURIComponent(exportId)}`;
  },
} satisfies ApiBridge;

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
