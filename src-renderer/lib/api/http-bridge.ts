/**
 * The bridge of browser mode: methods as `POST /api/<method>` with JSON arguments, events as
 * server-sent events (`event: <name>`, JSON data). One EventSource serves every listener; it is
 * opened on the first subscription and reconnects by itself if the connection drops.
 */
import type { ApiBridge } from '../../../src-main/contract/bridge.ts';
import {
  HTTP_API_PREFIX,
  HTTP_EVENTS_PATH,
  HTTP_EXPORTS_PATH,
  TOKEN_HEADER,
  TOKEN_QUERY,
} from '../../../src-main/contract/bridge.ts';
import type { EventName, MethodArgs, MethodName, MethodResults } from '../../../src-main/contract/methods.ts';
import type { ApiResult } from '../../../src-main/contract/result.ts';

type Listener = (payload: unknown) => void;

export function createHttpBridge(token: string): ApiBridge {
  const listeners = new Map<EventName, Set<Listener>>();
  let source: EventSource | null = null;

  function eventSource(): EventSource {
    source ??= new EventSource(`${HTTP_EVENTS_PATH}?${TOKEN_QUERY}=${encodeURIComponent(token)}`);
    return source;
  }

  function subscribe(event: EventName, listener: Listener): () => void {
    let set = listeners.get(event);
    if (!set) {
      const created = new Set<Listener>();
      listeners.set(event, created);
      set = created;
      eventSource().addEventListener(event, (message) => {
        const payload = parsePayload(message);
        if (payload === undefined) return;
        for (const each of created) each(payload);
      });
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  async function call<M extends MethodName>(
    method: M,
    args: MethodArgs<M>,
  ): Promise<ApiResult<MethodResults[M]>> {
    let response: Response;
    try {
      response = await fetch(`${HTTP_API_PREFIX}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body: JSON.stringify(args),
      });
    } catch {
      return failure('The app is not answering. Is the Nonogram Studio server still running?');
    }
    const body = await jsonOf(response);
    // The server answers with the contract's result shape; the value's type is the contract's word.
    if (isApiResult(body)) return body as ApiResult<MethodResults[M]>;
    if (response.status === 401 || response.status === 403) {
      return { ok: false, error: { code: 'forbidden', message: 'This tab has no valid access token.' } };
    }
    return failure(`The app answered ${method} with status ${response.status}.`);
  }

  return {
    call,
    on(event, listener) {
      return subscribe(event, listener as Listener);
    },
    exportUrl(exportId) {
      return `${HTTP_EXPORTS_PATH}${encodeURIComponent(exportId)}?${TOKEN_QUERY}=${encodeURIComponent(token)}`;
    },
  };
}

function failure(message: string): ApiResult<never> {
  return { ok: false, error: { code: 'internal', message } };
}

function parsePayload(message: Event): unknown {
  if (!(message instanceof MessageEvent) || typeof message.data !== 'string') return undefined;
  try {
    return JSON.parse(message.data) as unknown;
  } catch {
    return undefined;
  }
}

function isApiResult(body: unknown): body is ApiResult<unknown> {
  if (typeof body !== 'object' || body === null || !('ok' in body)) return false;
  return body.ok === true ? 'value' in body : 'error' in body;
}

/** The body read as JSON; one that is not (a proxy's error page, a cut connection) is judged by its status. */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
