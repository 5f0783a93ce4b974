/**
 * "Fix until unique" in the editor: asks the backend for the fewest cells to change so that the
 * drawing on screen has one solution (editor.fixUnique, run beside the solver process with
 * progress and cancel), and keeps the answer as a proposal for that drawing, to be shown on the
 * board and applied as one edit, or dropped. A proposal belongs to the drawing it was made for:
 * once the drawing changes, it is gone, and a search still running for the old one is stopped.
 */
import type { EntryPuzzle } from '../../../src-main/contract/methods-entry.ts';
import type { UniqueFix } from '../../../src-main/engine/editor/unique-fix.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { Job } from '../../lib/jobs/job.svelte.ts';

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
  readonly #api: ApiClient;
  readonly #job: Job<UniqueFix>;

  constructor(api: ApiClient) {
    this.#api = api;
    this.#job = new Job(api, 'editor-fix');
  }

  /** A stopped search shows nothing, as if it had not been asked for. */
  get status(): FixerStatus {
    const { status } = this.#job;
    return status === 'done' ? 'proposed' : status === 'cancelled' ? 'idle' : status;
  }

  get fraction(): number {
    return this.#job.fraction;
  }

  get message(): string {
    return this.#job.message;
  }

  get proposal(): UniqueFix | null {
    return this.#job.value;
  }

  get error(): string | null {
    return this.#job.error;
  }

  /** The drawing the search or the proposal belongs to. */
  get key(): string | null {
    return this.#job.key;
  }

  /** The proposal for the drawing with this key, if there is one. */
  proposalFor(key: string): UniqueFix | null {
    return this.status === 'proposed' && this.key === key ? this.proposal : null;
  }

  async start(request: FixRequest): Promise<void> {
    await this.#job.run(
      (jobId) =>
        this.#api.call('editor.fixUnique', {
          jobId,
          puzzle: request.puzzle,
          picture: request.picture,
          differing: [...request.differing],
        }),
      { key: request.key, message: 'Looking for the fewest cells to change' },
    );
  }

  /** Stops a search under way; what it found is not shown. */
  cancel(): void {
    if (this.#job.running) this.#job.reset();
  }

  /** Drops the proposal (or the failure) and stops any search. */
  discard(): void {
    this.#job.reset();
  }

  /** The drawing on screen is now this one: anything for another drawing goes. */
  follow(key: string): void {
    if (this.key !== null && this.key !== key) this.discard();
  }
}
