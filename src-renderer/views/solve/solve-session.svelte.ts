/**
 * One puzzle on the solve screen: the puzzle, the three solver jobs (solve, rate, explain), the
 * position in the step-through, and what the board shows as a result. The board shows the
 * walkthrough while the person steps through it, and the solver's answer otherwise.
 */
import type {
  DifficultyDto,
  PuzzleDetail,
  SolveReport,
  SolveStepDto,
  Walkthrough,
} from '../../../src-main/contract/dto.ts';
import type { Strategy } from '../../../src-main/engine/solver/types.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { Job } from '../../lib/jobs/job.svelte.ts';
import {
  cellsAfterSteps,
  cellsFromDomains,
  cellsFromSolution,
  stepIndices,
  unknownCells,
  type BoardCells,
} from '../../lib/board/board-cells.ts';
import type { BoardOverlay } from '../../lib/board/puzzle-paint.ts';
import { trialMarks } from '../../lib/explain/trial-view.ts';

export type BoardMode = 'answer' | 'steps';

const NO_OVERLAY: BoardOverlay = { line: null, marked: [], markTone: 'step' };

export class SolveSession {
  puzzle = $state.raw<PuzzleDetail | null>(null);
  loadError = $state<string | null>(null);
  strategy = $state<Strategy>('full');
  timeLimitMs = $state(120_000);
  /** Steps of the walkthrough applied so far (0: none). */
  step = $state(0);
  mode = $state<BoardMode>('answer');
  playing = $state(false);

  readonly solve: Job<SolveReport>;
  readonly rate: Job<DifficultyDto>;
  readonly explain: Job<Walkthrough>;

  readonly stepCount: number;
  readonly currentStep: SolveStepDto | undefined;
  readonly board: { cells: BoardCells; overlay: BoardOverlay };

  readonly #api: ApiClient;
  readonly #id: number;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(api: ApiClient, id: number) {
    this.#api = api;
    this.#id = id;
    this.solve = new Job(api, 'solve');
    this.rate = new Job(api, 'rate');
    this.explain = new Job(api, 'explain');
    this.stepCount = $derived(this.explain.value?.steps.length ?? 0);
    this.currentStep = $derived(this.step > 0 ? this.explain.value?.steps[this.step - 1] : undefined);
    this.board = $derived(this.#board());
  }

  async load(): Promise<void> {
    try {
      this.puzzle = await this.#api.call('library.get', { id: this.#id });
      this.loadError = null;
    } catch (error) {
      this.loadError = messageOf(error);
    }
  }

  async runSolve(): Promise<void> {
    this.mode = 'answer';
    const { strategy, timeLimitMs } = this;
    await this.solve.run((jobId) =>
      this.#api.call('solver.solve', { jobId, puzzleId: this.#id, strategy, timeLimitMs }),
    );
  }

  async runRate(): Promise<void> {
    await this.rate.run((jobId) => this.#api.call('solver.rate', { jobId, puzzleId: this.#id }));
  }

  async runExplain(): Promise<void> {
    this.pause();
    this.step = 0;
    const walkthrough = await this.explain.run((jobId) =>
      this.#api.call('solver.explain', { jobId, puzzleId: this.#id }),
    );
    if (walkthrough) this.mode = 'steps';
  }

  goTo(step: number): void {
    this.step = Math.max(0, Math.min(this.stepCount, Math.round(step)));
    this.mode = 'steps';
    if (this.step === this.stepCount) this.pause();
  }

  next(): void {
    this.goTo(this.step + 1);
  }

  previous(): void {
    this.pause();
    this.goTo(this.step - 1);
  }

  togglePlay(): void {
    if (this.playing) {
      this.pause();
      return;
    }
    if (this.stepCount === 0) return;
    if (this.step >= this.stepCount) this.step = 0;
    this.mode = 'steps';
    this.playing = true;
    // Long walkthroughs play faster, so any of them plays through in well under a minute.
    const interval = Math.max(40, Math.min(600, 30_000 / this.stepCount));
    this.#timer = setInterval(() => this.next(), interval);
  }

  pause(): void {
    this.playing = false;
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Stops the player and any job still running (the screen is closing). */
  dispose(): void {
    this.pause();
    this.solve.reset();
    this.rate.reset();
    this.explain.reset();
  }

  #board(): { cells: BoardCells; overlay: BoardOverlay } {
    const puzzle = this.puzzle;
    if (!puzzle) return { cells: new Int16Array(0), overlay: NO_OVERLAY };
    const { width, height } = puzzle;
    const walkthrough = this.explain.value;
    if (this.mode === 'steps' && walkthrough) {
      const step = this.currentStep;
      return {
        cells: cellsAfterSteps(walkthrough.steps, this.step, width, height),
        overlay: step
          ? {
              // A trial's own line is only where its cell lies: the chain's lines say why.
              line: step.trial ? null : { axis: step.axis, index: step.index },
              marked: stepIndices(step, width),
              markTone: 'step',
              trial: step.trial ? trialMarks(step.trial) : null,
            }
          : NO_OVERLAY,
      };
    }
    const report = this.solve.value;
    if (!report) return { cells: unknownCells(width, height), overlay: NO_OVERLAY };
    const first = report.solutions[0];
    if (first !== undefined && report.status !== 'timeout' && report.status !== 'cancelled') {
      return {
        cells: cellsFromSolution(first, width, height),
        overlay: { line: null, marked: report.differing, markTone: 'differ' },
      };
    }
    return { cells: cellsFromDomains(report.partial, width, height), overlay: NO_OVERLAY };
  }
}
