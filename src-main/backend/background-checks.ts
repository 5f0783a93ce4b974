/**
 * The library checks its own puzzles: each one whose verdict or difficulty is not known yet is
 * solved and rated in a solver process (one `assess` job), oldest first, as many at a time as the
 * solver host lets background jobs run (one, unless the machine has processors to spare). So an
 * imported book of puzzles gets its difficulty on every card and can be sorted by it, and a
 * puzzle with several solutions is known as such before anyone plays it.
 *
 * The jobs run in the background (host.ts): any job a person waits for goes first and makes the
 * running check step aside; the check is then tried again. A person can pause the checks (the
 * choice is kept in the settings); a puzzle the solver cannot settle within the time limit, or
 * that fails, is marked as tried and not retried at every start.
 */
import { nextUnchecked, recordCheck, uncheckedCount, type CheckFindings } from '../library/checks.ts';
import { getPuzzle, getPuzzlePicture } from '../library/puzzles.ts';
import { readSetting, writeSetting } from '../library/settings.ts';
import type { Db } from '../library/sql.ts';
import type { SolverHost } from '../solver-host/host.ts';
import type { Assessment } from '../solver-host/job-kinds.ts';
import type { EventSink } from '../contract/bridge.ts';
import type { CheckStatus } from '../contract/dto.ts';
import { ApiFailure } from '../contract/result.ts';

/** Long enough for all but the hardest tournament puzzles; those are for the solve screen. */
export const CHECK_TIME_LIMIT_MS = 10_000;
const PAUSED_SETTING = 'checks.paused';
/** Lists reload at most this often while checks land, and the status is sent at most this often. */
const CHANGES_EVERY_MS = 1000;
const STATUS_EVERY_MS = 250;

export interface BackgroundCheckOptions {
  /** Each check's time limit. Default CHECK_TIME_LIMIT_MS. */
  readonly timeLimitMs?: number;
  /** false: never checks (tests that count the solver's jobs); the status still answers. */
  readonly enabled?: boolean;
  readonly log?: (message: string) => void;
}

export class BackgroundChecks {
  private readonly db: Db;
  private readonly solver: SolverHost;
  private readonly emit: EventSink;
  private readonly timeLimitMs: number;
  private readonly log: (message: string) => void;
  private paused: boolean;
  private closed: boolean;
  private round: Promise<void> | null = null;
  private kickTimer: ReturnType<typeof setTimeout> | undefined;
  /** hold() calls not yet released. */
  private holds = 0;
  private checked = 0;
  private serial = 0;
  /** The checks under way now, by job id. */
  private readonly currentJobs = new Set<string>();
  private changed: number[] = [];
  private changesSentAt = 0;
  private statusSentAt = 0;
  private changesTimer: ReturnType<typeof setTimeout> | undefined;
  private statusTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(db: Db, solver: SolverHost, emit: EventSink, options: BackgroundCheckOptions = {}) {
    this.db = db;
    this.solver = solver;
    this.emit = emit;
    this.timeLimitMs = options.timeLimitMs ?? CHECK_TIME_LIMIT_MS;
    this.log = options.log ?? ((message) => console.warn(message));
    this.paused = readSetting(db, PAUSED_SETTING) === true;
    this.closed = options.enabled === false;
  }

  status(): CheckStatus {
    const remaining = uncheckedCount(this.db);
    // A round about to start (see kick), or held for a restore, counts as under way.
    const busy = this.round !== null || ((this.kickTimer !== undefined || this.holds > 0) && remaining > 0);
    // A paused round may still be stopping its job: it reads as paused at once.
    const state = this.paused && remaining > 0 ? 'paused' : busy ? 'checking' : 'idle';
    return { state, checked: this.round ? this.checked : 0, remaining, paused: this.paused };
  }

  /** Pausing stops the check under way at once; resuming starts the next. */
  setPaused(paused: boolean): CheckStatus {
    if (paused !== this.paused) {
      this.paused = paused;
      writeSetting(this.db, PAUSED_SETTING, paused);
      if (paused) this.cancelCurrent('Checking was paused.');
      if (!paused) this.kick();
    }
    const status = this.status();
    this.sendStatus(status, true);
    return status;
  }

  /**
   * Stops the check under way and starts none until the returned function is called: a restore
   * of the library must not meet a check's findings for a puzzle that is no longer there.
   */
  async hold(): Promise<() => void> {
    this.holds += 1;
    clearTimeout(this.kickTimer);
    this.kickTimer = undefined;
    this.cancelCurrent('The library is being restored.');
    await this.round;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.kick();
      // The library changed under the check: say where it stands now, even if nothing is left.
      this.sendStatus(this.status(), true);
    };
  }

  /** Starts a round soon, if there is anything to check and none is under way. Safe to call often. */
  kick(delayMs = 0): void {
    if (this.closed || this.paused || this.holds > 0 || this.round || this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      if (this.closed || this.paused || this.holds > 0 || this.round || uncheckedCount(this.db) === 0) return;
      this.checked = 0;
      this.round = this.checkAll().finally(() => {
        this.round = null;
        this.sendStatus(this.status(), true);
      });
      this.sendStatus(this.status(), true);
    }, delayMs);
    this.kickTimer.unref?.();
  }

  /** Stops for good: the check under way is cancelled and nothing more starts. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.kickTimer);
    clearTimeout(this.changesTimer);
    clearTimeout(this.statusTimer);
    this.cancelCurrent('The app is closing.');
    await this.round;
  }

  private cancelCurrent(reason: string): void {
    for (const jobId of [...this.currentJobs]) this.solver.cancel(jobId, reason);
  }

  private async checkAll(): Promise<void> {
    // Puzzles being checked now, and those that failed this round: no check picks them.
    const skip = new Set<number>();
    const checkSome = async (): Promise<void> => {
      while (!this.closed && !this.paused && this.holds === 0) {
        const id = nextUnchecked(this.db, skip);
        if (id === null) break;
        skip.add(id);
        const findings = await this.check(id);
        if (findings === 'again') {
          skip.delete(id);
          continue;
        }
        if (this.closed) break;
        if (findings !== null && recordCheck(this.db, id, findings)) skip.delete(id);
        this.checked += 1;
        this.changed.push(id);
        this.sendChanges(false);
        this.sendStatus(this.status(), false);
      }
    };
    try {
      await Promise.all(Array.from({ length: this.solver.backgroundCapacity }, checkSome));
    } catch (error) {
      // The library itself failed (a disk error): checking stops, and the app goes on without it.
      this.cancelCurrent('Checking the library stopped.');
      this.log(`Checking the library stopped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.sendChanges(true);
    }
  }

  /**
   * One puzzle's check: what it found, 'again' when it made way for another job (or was paused),
   * or null when the puzzle is gone.
   */
  private async check(id: number): Promise<CheckFindings | 'again' | null> {
    const puzzle = getPuzzle(this.db, id);
    if (!puzzle) return null;
    const picture = getPuzzlePicture(this.db, id);
    const jobId = `check:${id}:${++this.serial}`;
    this.currentJobs.add(jobId);
    try {
      const assessment = await this.solver.run(
        'assess',
        { puzzle, options: picture === null ? {} : { picture } },
        { jobId, timeLimitMs: this.timeLimitMs, background: true },
      );
      return findingsOf(assessment);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'cancelled') return 'again';
      // A puzzle that crashes or hangs the solver would do so at every start: it is marked as
      // tried, with nothing found, and the solve screen says what goes wrong.
      this.log(`Checking puzzle ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      return NOTHING_FOUND;
    } finally {
      this.currentJobs.delete(jobId);
    }
  }

  /**
   * Sends the puzzles checked since the last time. Held back within CHANGES_EVERY_MS of the last
   * send, but then sent when that time is up, so a long check beside them does not keep them back.
   */
  private sendChanges(now: boolean): void {
    if (this.changed.length === 0) return;
    const wait = CHANGES_EVERY_MS - (Date.now() - this.changesSentAt);
    if (!now && wait > 0) {
      this.changesTimer ??= this.later(wait, () => {
        this.changesTimer = undefined;
        this.sendChanges(true);
      });
      return;
    }
    clearTimeout(this.changesTimer);
    this.changesTimer = undefined;
    this.changesSentAt = Date.now();
    const ids = this.changed;
    this.changed = [];
    this.emit('library.changed', { ids });
  }

  /** Sends the status; one held back by STATUS_EVERY_MS goes out, as it is then, when that time is up. */
  private sendStatus(status: CheckStatus, now: boolean): void {
    const wait = STATUS_EVERY_MS - (Date.now() - this.statusSentAt);
    if (!now && wait > 0) {
      this.statusTimer ??= this.later(wait, () => {
        this.statusTimer = undefined;
        this.sendStatus(this.status(), true);
      });
      return;
    }
    clearTimeout(this.statusTimer);
    this.statusTimer = undefined;
    this.statusSentAt = Date.now();
    this.emit('checks.status', status);
  }

  private later(ms: number, send: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      // The library is closed once the checks are: nothing is left to say.
      if (!this.closed) send();
    }, ms);
    timer.unref?.();
    return timer;
  }
}

const NOTHING_FOUND: CheckFindings = { verdict: null, solution: null, difficulty: null, estimate: null };

function findingsOf(assessment: Assessment): CheckFindings {
  const { status, solution, difficulty } = assessment;
  const verdict = status === 'unique' || status === 'multiple' || status === 'none' ? status : null;
  // A rating cut short by the time limit is only a guess: the card shows none rather than a wrong one.
  if (verdict === null) return NOTHING_FOUND;
  return { verdict, solution, difficulty: difficulty.score, estimate: difficulty.estimate };
}
