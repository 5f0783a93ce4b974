/**
 * The play clock. It runs only while the attempt can be played, is not paused, its window is on
 * screen and in front, and no dialog (help included) covers the board: time spent in another
 * window, another screen or reading the help is not the puzzle's. The session decides when.
 * `elapsedMs` is the figure to show (it moves once a second); `now()` is exact, for saving.
 */
const DISPLAY_INTERVAL_MS = 250;

export class PlayTimer {
  elapsedMs = $state(0);
  running = $state(false);
  #base = 0;
  #since: number | null = null;
  #ticker: ReturnType<typeof setInterval> | null = null;
  readonly #clock: () => number;

  constructor(clock: () => number = () => performance.now()) {
    this.#clock = clock;
  }

  /** Starts over from a saved time, stopped. */
  reset(elapsedMs: number): void {
    this.stop();
    this.#base = elapsedMs;
    this.elapsedMs = elapsedMs;
  }

  now(): number {
    return Math.round(this.#base + (this.#since === null ? 0 : this.#clock() - this.#since));
  }

  /** Runs or stops the clock; returns whether that changed anything. */
  setRunning(running: boolean): boolean {
    if (running === this.running) return false;
    if (running) {
      this.#since = this.#clock();
      this.running = true;
      this.#ticker = setInterval(() => (this.elapsedMs = this.now()), DISPLAY_INTERVAL_MS);
    } else {
      this.stop();
    }
    return true;
  }

  stop(): void {
    this.#base = this.now();
    this.#since = null;
    this.elapsedMs = this.#base;
    this.running = false;
    if (this.#ticker !== null) clearInterval(this.#ticker);
    this.#ticker = null;
  }
}
