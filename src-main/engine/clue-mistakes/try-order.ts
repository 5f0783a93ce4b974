/**
 * The order in which the finder tries its candidates: the likeliest mistake first, so a search
 * cut short by its time limit has still tried the ones that matter most.
 *
 * The single-line fixes and the lines typed twice are cheap to find and are all listed before
 * the first try. Lines left out are not: one can have been skipped at any place, and each place
 * needs the clue of the line never typed read off the other lines, which can take seconds in a
 * puzzle that line logic does not solve. So the skipped lines of each axis are looked for only
 * when their prior comes up among the candidates still to try, in a share of the time left; a
 * look cut short goes on once every other candidate has been tried, with all the time left.
 */
import type { LineAxis } from '../validate.ts';
import { candidateKey, type Candidate, type CandidateList } from './candidates.ts';

/** Share of the time left that looking for the lines left out of one axis may take at first. */
const SKIPPED_LINES_SHARE = 0.5;

interface SkipLook {
  readonly axis: LineAxis;
  readonly prior: number;
  readonly share: number;
}

export interface TryClock {
  readonly now: () => number;
  readonly deadline: number;
  readonly cancelled: () => boolean;
}

export class TryOrder {
  private readonly candidates: CandidateList;
  private readonly clock: TryClock;
  private readonly skips: SkipLook[];
  private readonly tried = new Set<string>();
  private queue: Candidate[];
  private next = 0;

  /** `lookForSkips`: whether skipped lines are to be looked for at all. */
  constructor(candidates: CandidateList, lookForSkips: boolean, clock: TryClock) {
    this.candidates = candidates;
    this.clock = clock;
    this.skips = lookForSkips
      ? (['row', 'column'] as const)
          .map((axis) => ({
            axis,
            prior: candidates.shiftPrior('line-skipped', axis),
            share: SKIPPED_LINES_SHARE,
          }))
          .sort((a, b) => b.prior - a.prior)
      : [];
    this.queue = candidates.sorted();
  }

  /** Candidates known and not yet tried. */
  get left(): number {
    return this.queue.length - this.next;
  }

  /** Whether every candidate was listed and handed out. */
  get complete(): boolean {
    return this.skips.length === 0 && this.left === 0;
  }

  /** The next candidate to try; undefined when none is left or the time is up. */
  take(): Candidate | undefined {
    const { now, deadline, cancelled } = this.clock;
    for (;;) {
      if (cancelled() || now() >= deadline) return undefined;
      const candidate = this.queue[this.next];
      const skip = this.skips[0];
      if (skip && (!candidate || skip.prior > candidate.prior)) {
        this.skips.shift();
        const until = now() + (deadline - now()) * skip.share;
        const whole = this.candidates.addLineShifts(
          () => cancelled() || now() >= until,
          (shift) => shift.kind === 'line-skipped' && shift.axis === skip.axis,
        );
        if (!whole) this.skips.push({ axis: skip.axis, prior: -Infinity, share: 1 });
        this.queue = this.candidates.sorted().filter((c) => !this.tried.has(candidateKey(c)));
        this.next = 0;
        continue;
      }
      if (!candidate) return undefined;
      this.next++;
      this.tried.add(candidateKey(candidate));
      return candidate;
    }
  }
}
