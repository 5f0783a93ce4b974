/**
 * "Fix until unique" in the editor: asks the backend for the fewest cells to change so that the
 * drawing on screen has one solution (editor.fixUnique, run beside the solver process with
 * progress and cancel), and keeps the answer as a proposal for that drawing, to be shown on the
 * board and applied as one edit, or dropped. A proposal belongs to the drawing it was made for:
 * once the drawing changes, it is gone, and a search still running for the old one is stopped.
 */
import type { EntryPuzzle } from '../../../src-main/contract/methods-entry.ts';
import type { UniqueFix } from '../../../src-main/engine/editor/unique-fix.ts';
import { newJobId, type ApiClient } from '../../lib/api/client.ts';
import { isCancelled, messageOf } from '../../lib/api/errors.ts';

export type FixerStatus = 'idle' | 'running' | 'proposed' | 'failed';

export interface FixRequest {
  readonly puzzle: EntryPuzzle;
  /** The drawing (grid-codec). */
  readonly picture: string;
  /** The drawing's key (drawing.ts): the proposal is for this drawing only. */
  readonly key: string;
  /** Where two solutions of its clues differ. */
  readonly differing: readonly number[];
}

export class UniqueFixer {
  status = $state<FixerStatus>('idle');
  fraction = $state(0);
  message = $state('');
  proposal = $state.raw<UniqueFix | null>(null);
  error = $state<string | null>(null);
  /** The drawing the search or the proposal belongs to. */
  key = $state<string | null>(null);

  readonly #api: ApiClient;
  #jobId: string | null = null;
  #stopProgress: (() => void) | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  /** The proposal for the drawing with this key, if there is one. */
  proposalFor(key: string): UniqueFix | null {
    return this.status === 'proposed' && this.key === key ? this.proposal : null;
  }

  async start(request: FixRequest): Promise<void> {
    this.cancel();
    const jobId = newJobId('editor-fix');
    this.#jobId = jobId;
    this.key = request.key;
    this.status = 'running';
    this.fraction = 0;
    this.message = 'Looking for the fewest cells to change';
    this.error = null;
    this.proposal = null;
    this.#stopProgress = this.#api.on('job.progress', (progress) => {
      if (progress.jobId !== jobId) return;
      this.fraction = progress.fraction;
      if (progress.message) this.message = progress.message;
    });
    try {
      const fix = await this.#api.call('editor.fixUnique', {
        jobId,
        puzzle: request.puzzle,
        picture: request.picture,
        differing: [...request.differing],
      });
      if (this.#jobId !== jobId) return;
      this.proposal = fix;
      this.status = 'proposed';
    } catch (error) {
      if (this.#jobId !== jobId || isCancelled(error)) return;
      this.error = messageOf(error);
      this.status = 'failed';
    } finally {
      if (this.#jobId === jobId) this.#finished();
    }
  }

  /** Stops a search under way; what it found is not shown. */
  cancel(): void {
    const jobId = this.#jobId;
    if (jobId === null) return;
    this.#finished();
    void this.#api.call('jobs.cancel', { jobId }).catch(() => undefined);
    this.status = 'idle';
  }

  /** Drops the proposal (or the failure) and stops any search. */
  discard(): void {
    this.cancel();
    this.status = 'idle';
    this.proposal = null;
    this.error = null;
    this.key = null;
  }

  /** The drawing on screen is now this one: anything for another drawing goes. */
  follow(key: string): void {
    if (this.key !== null && this.key !== key) this.discard();
  }

  #finished(): void {
    this.#stopProgress?.();
    this.#stopProgress = null;
    this.#jobId = null;
  }
}
