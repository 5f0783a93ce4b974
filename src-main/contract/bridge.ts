/**
 * What the renderer holds: one object that calls methods and listens to events. The Electron
 * preload exposes it as `window.nonogramApi`; in browser mode the renderer builds the same object
 * over HTTP and server-sent events. Both are checked against this type.
 */
import type { EventName, EventPayloads, MethodArgs, MethodName, MethodResults } from './methods.ts';
import type { ApiResult } from './result.ts';

export interface ApiBridge {
  call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<ApiResult<MethodResults[M]>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void;
  /** Where the file `library.export` wrote is downloaded from, once (a streamed response). */
  exportUrl(exportId: string): string;
}

/** How a backend pushes events to every open window or browser tab. */
export type EventSink = <E extends EventName>(event: E, payload: EventPayloads[E]) => void;

/** The name under which the preload exposes the bridge on `window`. */
export const BRIDGE_GLOBAL = 'nonogramApi';

/** Browser mode: where the server takes calls and streams events, and how it reads the token. */
export const HTTP_API_PREFIX = '/api/';
export const HTTP_EVENTS_PATH = '/api/events';
/** `GET <this><exportId>?token=`: a finished export as a download. */
export const HTTP_EXPORTS_PATH = '/api/exports/';
/** Electron: the same download from our own scheme, `app://nonogram/exports/<exportId>`. */
export const APP_EXPORTS_PATH = '/exports/';
export const TOKEN_HEADER = 'x-nonogram-token';
export const TOKEN_QUERY = 'token';
/** Data folder for browser mode and tests. */
export const DATA_DIR_ENV = 'NONOGRAM_DATA_DIR';
