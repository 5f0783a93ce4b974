/**
 * One attempt on the play screen: the game state (a value from engine/play), the clue feedback
 * derived from it, the clock, and the calls that store every change. A change is applied here at
 * once and drawn by the board in the same event; the call that stores it follows in a queue, so
 * the screen never waits for the disk, and the order of moves is the order they were made.
 *
 * The board listens for changes (`subscribe`) rather than reacting to state, so a move repaints
 * only its cells and their clues.
 */
import type { PlayStatus, PuzzleDetail } from '../../../src-main/contract/dto.ts';
import {
  DEFAULT_PLAY_OPTIONS,
  solutionsNotice,
  type PlayOptions,
  type PlaySession as OpenedSession,
  type PlayUpdate,
  type PuzzleProgress,
  sentMove,
  type SolutionsNotice,
} from '../../../src-main/contract/play-dto.ts';
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';
import {
  canRedo,
  canUndo,
  changedCells,
  crossProvedTurn,
  decodeStruck,
  FeedbackCache,
  guessAfter,
  guessedCells,
  hasClueNumber,
  movedCells,
  newGame,
  NONE_STRUCK,
  redoTurn,
  rewind,
  undo,
  struckKey,
  takeTurn,
  withStruck,
  type ClueNumber,
  type GameState,
  type LineRef,
  type Move,
  type Tool,
  type Turn,
  type TurnRules,
} from '../../../src-main/engine/play/index.ts';
import type { Grid, Puzzle } from '../../../src-main/engine/puzzle.ts';
import { newJobId, type ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { Job } from '../../lib/jobs/job.svelte.ts';
import type { Notices } from '../../lib/shell/notices.svelte.ts';
import { gameOf, hintDone, solutionOf } from './attempt-state.ts';
import type { BoardScene } from './board-draw.ts';
import { CallQueue } from './call-queue.svelte.ts';
import { OpenGuess } from './open-guess.svelte.ts';
import { PlayTimer } from './play-timer.svelte.ts';
import type { HintView } from './hint-view.ts';
import { SessionScene } from './session-scene.ts';

export type BoardChange =
  | { readonly kind: 'all' }
  | { readonly kind: 'cells'; readonly cells: readonly number[]; readonly lines: readonly LineRef[] };

export type { HintView } from './hint-view.ts';

/** How often the elapsed time is stored while the clock runs. */
export const TICK_INTERVAL_MS = 5000;

export class PlaySession {
  detail = $state.raw<PuzzleDetail | null>(null);
  loadError = $state<string | null>(null);
  attemptId = $state(0);
  game = $state.raw<GameState | null>(null);
  status = $state<PlayStatus>('new');
  hints = $state(0);
  mistakes = $state(0);
  progress = $state.raw<PuzzleProgress | null>(null);
  options = $state.raw<PlayOptions>(DEFAULT_PLAY_OPTIONS);
  paused = $state(false);
  hint = $state.raw<HintView | null>(null);
  hintBusy = $state(false);
  revealing = $state(false);
  /** The tool of the primary button and the paint keys' default, and the colour it fills with. */
  tool = $state<Tool>('fill');
  color = $state(1);
  /** What is known of the puzzle's solutions: the screen says so on opening when there are several. */
  solutions = $state.raw<SolutionsNotice | null>(null);
  /** The player closed the solutions note; it stays closed for this puzzle until the screen opens again. */
  solutionsDismissed = $state(false);
  /** The unique solution, when known: mistake mode compares with it. */
  solution = $state.raw<Grid | null>(null);
  readonly guess = new OpenGuess();
  /** The clue numbers struck out (engine/play/struck-clues.ts's keys); the board reads them as it draws. */
  struck: ReadonlySet<string> = NONE_STRUCK;

  readonly timer = new PlayTimer();
  readonly queue = new CallQueue();
  readonly check: Job<unknown>;
  readonly playable = $derived(this.status === 'new' || this.status === 'in-progress');
  readonly canUndo = $derived(this.game !== null && this.playable && canUndo(this.game));
  readonly canRedo = $derived(this.game !== null && this.playable && canRedo(this.game));

  puzzle: Puzzle | null = null;
  feedback: FeedbackCache | null = null;
  readonly scene: BoardScene;

  readonly #api: ApiClient;
  readonly #notices: Notices;
  readonly #puzzleId: number;
  #listeners: readonly ((change: BoardChange) => void)[] = [];
  #visible = true;
  #focused = true;
  #covered = false;
  #endRun: (() => void) | null = null;
  #stopWatching: (() => void) | null = null;
  #resyncing = false;
  #ticker: ReturnType<typeof setInterval> | null = null;

  constructor(api: ApiClient, notices: Notices, puzzleId: number) {
    this.#api = api;
    this.#notices = notices;
    this.#puzzleId = puzzleId;
    this.check = new Job(api, 'solve');
    this.scene = new SessionScene(this);
  }

  get puzzleId(): number {
    return this.#puzzleId;
  }

  get finished(): boolean {
    return this.status === 'solved' || this.status === 'revealed';
  }

  async load(): Promise<void> {
    try {
      this.#apply(await this.#api.call('play.open', { puzzleId: this.#puzzleId }));
      this.loadError = null;
      this.#ticker ??= setInterval(() => {
        if (this.timer.running) this.#tick();
      }, TICK_INTERVAL_MS);
      this.#stopWatching ??= this.#api.on('library.changed', ({ ids }) => {
        if (ids.includes(this.#puzzleId)) void this.#learnVerdict();
      });
    } catch (error) {
      this.loadError = messageOf(error);
    }
  }

  /** Stops the clock and stores the time; the screen is going away. */
  dispose(): void {
    this.#settle();
    if (this.#ticker !== null) clearInterval(this.#ticker);
    this.#ticker = null;
    this.#stopWatching?.();
    this.#stopWatching = null;
    if (this.timer.running) {
      this.timer.stop();
      this.#tick();
    }
    this.#listeners = [];
  }

  /**
   * How the board ends a keyboard stroke still open between taps (board-input.svelte.ts). Every
   * change that is not a move of the board's own ends it first, so an undo takes back the stroke
   * and a hint reads the marks as they will stay.
   */
  setRunEnder(end: (() => void) | null): void {
    this.#endRun = end;
  }

  #settle(): void {
    this.#endRun?.();
  }

  subscribe(listener: (change: BoardChange) => void): () => void {
    this.#listeners = [...this.#listeners, listener];
    return () => {
      this.#listeners = this.#listeners.filter((each) => each !== listener);
    };
  }

  /**
   * Applies a move (from a drag or a paint key) and stores it; with the option on, a fill that
   * finishes a line crosses off the rest of it in the same move (engine/play/turn.ts).
   */
  commit(made: Move): void {
    const { game, puzzle } = this;
    if (!game || !puzzle || !this.playable) return;
    const turn = takeTurn(puzzle, game, made, this.#rules(this.options.autoCross));
    this.#play(turn, (attemptId, elapsedMs) =>
      this.#api.call('play.move', { attemptId, move: sentMove(turn.move), elapsedMs }),
    );
  }

  /**
   * The rules of a turn here. Mistakes are the backend's record, which every update brings, so
   * the screen does not judge them a second time.
   */
  #rules(autoCross: boolean): TurnRules {
    return { autoCross, solution: null };
  }

  /** Shows a turn at once, then stores it with `store`, in the queue. */
  #play(turn: Turn, store: (attemptId: number, elapsedMs: number) => Promise<PlayUpdate>): void {
    if (!this.game || turn.game === this.game) return;
    this.#setGame(turn.game, movedCells(turn.move));
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    if (turn.status === 'solved') this.#finishHere('solved');
    else if (this.status === 'new') this.status = 'in-progress';
    this.#send(() => store(attemptId, elapsedMs));
  }

  undo(): void {
    this.#settle();
    const before = this.game;
    if (!before || !this.playable || !canUndo(before)) return;
    const next = undo(before);
    this.hint = null;
    // Undoing past the start of a guess takes it all back, and ends it.
    if (guessAfter(next, this.guess.from) === null) this.guess.end();
    this.#setGame(next, changedCells(before, next));
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    this.#send(() => this.#api.call('play.undo', { attemptId, elapsedMs }));
  }

  redo(): void {
    this.#settle();
    const { game: before, puzzle } = this;
    if (!before || !puzzle || !this.playable) return;
    const turn = redoTurn(puzzle, before);
    if (turn === null) return;
    this.hint = null;
    this.#setGame(turn.game, movedCells(turn.move));
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    if (turn.status === 'solved') this.#finishHere('solved');
    this.#send(() => this.#api.call('play.redo', { attemptId, elapsedMs }));
  }

  /** Opens a guess: the marks made from now on are shown apart, to be kept or taken back at once. */
  startGuess(): void {
    this.#settle();
    const game = this.game;
    if (!game || !this.playable || this.paused || this.guess.from !== null) return;
    this.guess.begin(game, this.feedback);
    this.#sendGuess('start');
  }

  /** The guess was right, or good enough: its marks become ordinary ones. */
  keepGuess(): void {
    this.#settle();
    const { game } = this;
    const base = this.guess.base;
    if (!game || !base || !this.playable) return;
    this.guess.end();
    this.#notify({ kind: 'cells', cells: guessedCells(game.marks, base), lines: [] });
    this.#sendGuess('keep');
  }

  /** The guess led nowhere: every move made since it began is undone (redo brings them back). */
  undoGuess(): void {
    this.#settle();
    const before = this.game;
    const from = this.guess.from;
    if (!before || from === null || !this.playable) return;
    const next = rewind(before, from);
    this.hint = null;
    this.guess.end();
    this.#setGame(next, changedCells(before, next));
    this.#sendGuess('undo');
  }

  #sendGuess(action: 'start' | 'keep' | 'undo'): void {
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    this.#send(() => this.#api.call('play.guess', { attemptId, elapsedMs, action }));
  }

  /**
   * The first ask names a line and why; asking again while it is shown shows its cells. A hint
   * whose cells are shown is replaced by a new one.
   */
  async askHint(): Promise<void> {
    this.#settle();
    if (!this.playable || this.hintBusy) return;
    const shown = this.hint;
    if (shown && !shown.showCells && shown.hint.kind === 'step') {
      this.hint = { ...shown, showCells: true };
      return;
    }
    this.hintBusy = true;
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    try {
      const result = await this.queue.enqueue(() => this.#api.call('play.hint', { attemptId, elapsedMs }));
      if (attemptId !== this.attemptId) return;
      this.hints = result.hints;
      this.hint = { hint: result.hint, showCells: false };
    } catch (error) {
      this.#notices.error(messageOf(error), 'No hint this time');
    } finally {
      this.hintBusy = false;
    }
  }

  /**
   * Strikes out a clue number, or brings it back: shown at once, stored after. It is a note, not
   * a move, so undo leaves it alone; the screen's state is the one that counts, and a failed save
   * shows again what the library holds.
   */
  toggleStruck(number: ClueNumber): void {
    if (!this.puzzle || !this.game || !this.playable || !hasClueNumber(this.puzzle, number)) return;
    const struck = !this.struck.has(struckKey(number));
    this.struck = withStruck(this.struck, number, struck);
    this.#notify({ kind: 'cells', cells: [], lines: [{ axis: number.axis, index: number.line }] });
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    this.queue
      .enqueue(() => this.#api.call('play.strikeClue', { attemptId, elapsedMs, ...number, struck }))
      .catch((error: unknown) => this.#failed(error));
  }

  dismissHint(): void {
    this.hint = null;
  }

  async reveal(): Promise<void> {
    this.#settle();
    if (!this.playable || this.revealing) return;
    this.revealing = true;
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    try {
      const result = await this.queue.enqueue(() =>
        this.#api.call('play.reveal', { attemptId, elapsedMs, jobId: newJobId('reveal') }),
      );
      const puzzle = this.puzzle;
      if (attemptId !== this.attemptId || !puzzle) return;
      this.game = newGame(puzzle, decodeGrid(result.solution, puzzle.width, puzzle.height).cells);
      this.feedback = new FeedbackCache(puzzle, this.game.marks);
      this.hint = null;
      this.guess.end();
      this.#applyUpdate(result.update);
      this.#notify({ kind: 'all' });
    } catch (error) {
      this.#notices.error(messageOf(error), 'The solution could not be revealed');
    } finally {
      this.revealing = false;
    }
  }

  async restart(): Promise<void> {
    this.#settle();
    try {
      this.timer.stop();
      const opened = await this.queue.enqueue(() =>
        this.#api.call('play.restart', { puzzleId: this.#puzzleId }),
      );
      this.#apply(opened);
    } catch (error) {
      this.#notices.error(messageOf(error), 'The puzzle could not be started again');
    }
  }

  /**
   * Changes play options. Turning "cross off finished lines and blocks" on crosses off what the
   * marks already prove empty, as one move that a single undo takes back.
   */
  async setOptions(patch: Partial<PlayOptions>): Promise<void> {
    this.#settle();
    const crossNow = patch.autoCross === true && !this.options.autoCross;
    this.options = { ...this.options, ...patch };
    this.#notify({ kind: 'all' });
    if (crossNow) this.#crossProvedEmpty();
    try {
      this.options = await this.queue.enqueue(() => this.#api.call('play.setOptions', patch));
    } catch (error) {
      this.#notices.error(messageOf(error), 'The setting was not saved');
    }
  }

  #crossProvedEmpty(): void {
    const { game, puzzle } = this;
    if (!game || !puzzle || this.paused) return;
    const turn = crossProvedTurn(puzzle, game, this.#rules(false));
    // The backend works the cells out from its own marks; only their number is sent.
    if (turn && this.playable) {
      this.#play(turn, (attemptId, elapsedMs) =>
        this.#api.call('play.crossProved', { attemptId, elapsedMs, crosses: turn.move.cells.length }),
      );
    }
  }

  /**
   * The library's background check (or the solver screen) settled a verdict the screen did not
   * know: a puzzle found to have several solutions says so now rather than at the end.
   */
  async #learnVerdict(): Promise<void> {
    if (this.solutions?.verdict !== 'unknown') return;
    try {
      const detail = await this.#api.call('library.get', { id: this.#puzzleId });
      if (detail.verdict === 'unknown') return;
      this.detail = detail;
      this.solution = solutionOf(detail);
      this.solutions = solutionsNotice(detail.verdict, detail.solution !== null);
      this.#notify({ kind: 'all' });
    } catch {
      // Only a note was to be learnt; the next change of the library tries again.
    }
  }

  /** Runs the solver to learn whether the puzzle has exactly one solution (mistake mode needs it). */
  async checkUniqueness(): Promise<void> {
    const report = await this.check.run((jobId) =>
      this.#api.call('solver.solve', { jobId, puzzleId: this.#puzzleId }),
    );
    if (report === null) return;
    try {
      const detail = await this.#api.call('library.get', { id: this.#puzzleId });
      this.detail = detail;
      this.solution = solutionOf(detail);
      this.solutions = solutionsNotice(detail.verdict, detail.solution !== null);
      this.#notify({ kind: 'all' });
    } catch (error) {
      this.#notices.error(messageOf(error));
    }
  }

  setPaused(paused: boolean): void {
    this.#settle();
    if (!this.playable) return;
    this.paused = paused;
    this.#updateClock();
  }

  /** Whether the page is on screen and its window in front. */
  setPresence(visible: boolean, focused: boolean): void {
    this.#visible = visible;
    this.#focused = focused;
    this.#updateClock();
  }

  /** Whether help or another dialog covers the board: its time is not the puzzle's. */
  setCovered(covered: boolean): void {
    this.#covered = covered;
    this.#updateClock();
  }

  /** Everything sent has been stored. */
  get saved(): boolean {
    return this.queue.pending === 0;
  }

  #apply(opened: OpenedSession): void {
    if (opened.notice !== undefined) {
      this.#notices.show({
        tone: 'warning',
        title: 'Part of the attempt was lost',
        message: opened.notice,
        sticky: true,
      });
    }
    const detail = opened.puzzle;
    const puzzle: Puzzle = {
      width: detail.width,
      height: detail.height,
      rows: detail.rows,
      columns: detail.columns,
      palette: detail.palette,
      meta: { title: detail.title },
    };
    this.puzzle = puzzle;
    this.detail = detail;
    this.game = gameOf(puzzle, opened.attempt);
    this.feedback = new FeedbackCache(puzzle, this.game.marks);
    this.attemptId = opened.attempt.id;
    this.status = opened.attempt.status;
    this.hints = opened.attempt.hints;
    this.mistakes = opened.attempt.mistakes;
    this.progress = opened.progress;
    this.options = opened.options;
    this.solution = solutionOf(detail);
    this.solutions = opened.solutions;
    this.guess.restore(puzzle, this.game, opened.attempt.guessFrom);
    this.struck = decodeStruck(opened.attempt.struckClues.join(' '), puzzle);
    this.hint = null;
    this.paused = false;
    if (this.color >= puzzle.palette.length) this.color = 1;
    this.timer.reset(opened.attempt.elapsedMs);
    this.#notify({ kind: 'all' });
    this.#updateClock();
  }

  #setGame(next: GameState, cells: readonly number[]): void {
    this.game = next;
    const lines = this.feedback?.update(next.marks, cells) ?? [];
    if (this.hint && hintDone(this.hint.hint, next)) this.hint = null;
    this.#notify({ kind: 'cells', cells, lines });
  }

  /** The marks solve the puzzle: show it as finished now; the backend confirms with its record. */
  #finishHere(status: 'solved'): void {
    this.timer.setRunning(false);
    this.status = status;
    this.hint = null;
    this.guess.end();
    this.#notify({ kind: 'all' });
  }

  #applyUpdate(update: PlayUpdate): void {
    const wasFinished = this.finished;
    this.status = update.status;
    this.hints = update.hints;
    this.mistakes = update.mistakes;
    if (update.progress) this.progress = update.progress;
    if (this.finished) {
      this.timer.reset(update.elapsedMs);
      if (!wasFinished) this.#notify({ kind: 'all' });
    }
    this.#updateClock();
  }

  #send(call: () => Promise<PlayUpdate>): void {
    const { attemptId } = this;
    this.queue.enqueue(call).then(
      (update) => {
        if (attemptId === this.attemptId) this.#applyUpdate(update);
      },
      (error: unknown) => this.#failed(error),
    );
  }

  #tick(): void {
    if (!this.game || !this.playable) return;
    const { attemptId } = this;
    const elapsedMs = this.timer.now();
    this.queue
      .enqueue(() => this.#api.call('play.tick', { attemptId, elapsedMs }))
      .catch(() => {
        // A lost time save is made good by the next one.
      });
  }

  /**
   * A change could not be stored: the screen may now show what the library does not hold. Say
   * so once, and show again what the library holds, so the two never drift apart.
   */
  #failed(error: unknown): void {
    if (this.#resyncing) return;
    this.#resyncing = true;
    this.#notices.show({
      tone: 'error',
      title: 'Your last change was not saved',
      message: `${messageOf(error)} The puzzle shows what was saved.`,
    });
    void this.queue
      .drained()
      .then(() => this.load())
      .finally(() => (this.#resyncing = false));
  }

  #updateClock(): void {
    const run =
      this.game !== null && this.playable && !this.paused && this.#visible && this.#focused && !this.#covered;
    if (this.timer.setRunning(run) && !run) this.#tick();
  }

  #notify(change: BoardChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
