/**
 * Solve as you type: each change of a complete puzzle sends a new check to the solver process,
 * which cancels the one before (the API supersedes by scope), and only the answer for the puzzle
 * now on screen is kept. The time from the keystroke to the verdict on screen is measured, for the
 * status line and the benchmark (the goal is 200 ms on a 30x30 book puzzle).
 */
import { tick } from 'svelte';
import type { EntryCheckResult, EntryPuzzle } from '../../../src-main/contract/methods-entry.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { Job } from '../../lib/jobs/job.svelte.ts';

/** Lets a paste or a held key settle into one check; short next to the 200 ms goal. */
export const CHECK_DELAY_MS = 30;

export type CheckStatus = 'idle' | 'checking' | 'done' | 'failed';

/** One scope per window, so two windows typing puzzles do not cancel each other's checks. */
const WINDOW_SCOPE = `entry-${Math.random().toString(36).slice(2, 10)}`;

export class EntryChecker {
  status = $state<CheckStatus>('idle');
  /** The answer for the puzzle with key `resultKey`. */
  result = $state.raw<EntryCheckResult | null>(null);
  resultKey = $state<string | null>(null);
  error = $state<string | null>(null);
  /** Keystroke to verdict on screen, for the last answer. */
  latencyMs = $state<number | null>(null);
  /** Increases with every answer shown, so tests and benchmarks can wait for the next one. */
  answers = $state(0);

  readonly #api: ApiClient;
  readonly #check: Job<EntryCheckResult>;
  readonly #onanswer: () => void;
  #wantedKey: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** `onanswer` is called whenever an answer for the clues on screen is shown (new or kept). */
  constructor(api: ApiClient, onanswer: () => void) {
    this.#api = api;
    this.#check = new Job(api, 'entry-check');
    this.#onanswer = onanswer;
  }

  /**
   * Asks for a check of `puzzle` (null: the puzzle is not complete, nothing to check). `key`
   * identifies its clues; `editAt` is when the change that made it was typed (performance.now()).
   */
  request(puzzle: EntryPuzzle | null, key: string | null, editAt: number): void {
    // The same clues as the last request (a space typed, say): that check stands.
    if (key !== null && key === this.#wantedKey && this.status !== 'failed') return;
    clearTimeout(this.#timer);
    if (puzzle === null || key === null) {
      this.#wantedKey = null;
      this.status = 'idle';
      this.result = null;
      this.resultKey = null;
      this.error = null;
      return;
    }
    this.#wantedKey = key;
    if (key === this.resultKey && this.result) {
      this.status = 'done';
      this.#onanswer();
      return;
    }
    this.status = 'checking';
    this.#timer = setTimeout(() => void this.#run(puzzle, key, editAt), CHECK_DELAY_MS);
  }

  async #run(puzzle: EntryPuzzle, key: string, editAt: number): Promise<void> {
    const result = await this.#check.run((jobId) =>
      this.#api.call('entry.check', { jobId, puzzle, scope: WINDOW_SCOPE }),
    );
    if (key !== this.#wantedKey) return;
    if (result === null) {
      if (this.#check.status === 'failed') {
        this.status = 'failed';
        this.error = this.#check.error;
      }
      return;
    }
    this.result = result;
    this.resultKey = key;
    this.error = null;
    this.status = 'done';
    this.answers += 1;
    this.#onanswer();
    await tick();
    this.latencyMs = Math.max(0, performance.now() - editAt);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#wantedKey = null;
  }
}
