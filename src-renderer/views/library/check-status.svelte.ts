/**
 * The library's background check as the screens see it: the latest status from the backend (the
 * first read, then every `checks.status` event) and pausing or resuming it. The library's header
 * line and the Settings screen each hold one.
 */
import type { CheckStatus } from '../../../src-main/contract/dto.ts';
import { messageOf } from '../../lib/api/errors.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import type { Notices } from '../../lib/shell/notices.svelte.ts';
import { logFailure } from '../../lib/log/log-failure.ts';

export class CheckStatusState {
  status = $state.raw<CheckStatus | null>(null);
  sending = $state(false);
  readonly #api: ApiClient;
  readonly #notices: Notices;

  constructor(api: ApiClient, notices: Notices) {
    this.#api = api;
    this.#notices = notices;
  }

  /** Starts following the status; returns the function that stops (for onMount). */
  follow(): () => void {
    const stop = this.#api.on('checks.status', (next) => (this.status = next));
    void this.#api
      .call('checks.status', {})
      .then((first) => (this.status ??= first))
      .catch((error: unknown) => {
        // The next status event fills it in.
        logFailure('The background check could not be asked how it stands', error);
      });
    return stop;
  }

  async setPaused(paused: boolean): Promise<void> {
    this.sending = true;
    try {
      this.status = await this.#api.call('checks.setPaused', { paused });
    } catch (error) {
      this.#notices.error(
        messageOf(error),
        paused ? 'Checking could not be paused' : 'Checking could not resume',
      );
    } finally {
      this.sending = false;
    }
  }
}
