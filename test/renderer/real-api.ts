/**
 * The renderer's API client over a real backend (fresh data folder, real solver process), as the
 * app's state classes use it, without a window: calls go through the same dispatch the transports
 * use, events come from the backend's own fan-out. It records the methods called, in order, so a
 * test can see what a state class asked of the backend.
 */
import type { Backend } from '../../src-main/backend/backend.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { ApiBridge } from '../../src-main/contract/bridge.ts';
import type { EventName, EventPayloads, MethodResults } from '../../src-main/contract/methods.ts';
import type { ApiResult } from '../../src-main/contract/result.ts';
import { ApiClient } from '../../src-renderer/lib/api/client.ts';
import { useTestBackend, type TestBackend } from '../backend/test-backend.ts';

export interface RealApi {
  readonly client: () => ApiClient;
  readonly backend: () => Backend;
  /** Every method called through the client, in order. */
  readonly calls: string[];
  readonly server: TestBackend;
}

export function useRealApi(name: string): RealApi {
  const server = useTestBackend(`renderer-${name}`);
  const calls: string[] = [];
  let client: ApiClient | null = null;
  const bridge: ApiBridge = {
    call: async (method, args) => {
      calls.push(method);
      return (await dispatch(server.backend().handlers, method, args)) as ApiResult<
        MethodResults[typeof method]
      >;
    },
    on: <E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void) =>
      server.backend().subscribe((sent: EventName, payload) => {
        if (sent === event) listener(payload as EventPayloads[E]);
      }),
    // No window downloads here: a test reads an export's file from the backend's data folder.
    exportUrl: (exportId) => `exports/${exportId}`,
  };
  return {
    client: () => (client ??= new ApiClient(bridge)),
    backend: () => server.backend(),
    calls,
    server,
  };
}
