/**
 * The typed client every view uses: `call` resolves to the method's result or throws an
 * `ApiCallError`, so views write ordinary try/catch; `on` subscribes to a pushed event.
 */
import type { ApiBridge } from '../../../src-main/contract/bridge.ts';
import type {
  EventName,
  EventPayloads,
  MethodArgs,
  MethodName,
  MethodResults,
} from '../../../src-main/contract/methods.ts';
import { ApiCallError } from './errors.ts';

export class ApiClient {
  readonly #bridge: ApiBridge;

  constructor(bridge: ApiBridge) {
    this.#bridge = bridge;
  }

  async call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<MethodResults[M]> {
    let result;
    try {
      result = await this.#bridge.call(method, args);
    } catch (error) {
      const detail = error instanceof Error ? `: ${error.message}` : '';
      throw new ApiCallError({
        code: 'internal',
        message: `The call ${method} did not get through${detail}.`,
      });
    }
    if (result.ok) return result.value;
    throw new ApiCallError(result.error);
  }

  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void {
    return this.#bridge.on(event, listener);
  }

  /** Where a finished export is downloaded from, once. */
  exportUrl(exportId: string): string {
    return this.#bridge.exportUrl(exportId);
  }
}

let counter = 0;

/** A job id of the renderer's own, so progress events can be matched before the call returns. */
export function newJobId(kind: string): string {
  counter += 1;
  return `${kind}-${Date.now().toString(36)}-${counter}`;
}
