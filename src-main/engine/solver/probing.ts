/**
 * Probing: try each value of each undecided cell, propagate, and undo. A value that leads to a
 * contradiction is removed from its cell; a cell that every surviving value of some other cell
 * narrows the same way is narrowed for good. This repeats until a full pass changes nothing, as
 * in the "fully probing" of Wu et al. (2013). The number of cells each probe settles also guides
 * the search's choice of the next guess.
 *
 * Probes are remembered between passes and between search nodes. A probe's outcome depends only
 * on the lines its propagation solved: the two lines of the probed cell and the two lines of every
 * cell it narrowed (a line is solved only when a cell of it changes). Each line carries the clock
 * time of its last change outside probes (an assignment of the search or a deduction of probing,
 * or their undoing); a probe stays valid while none of its lines changed since it ran, because
 * replaying it would then solve the same lines in the same states. So a pass after a small change
 * re-runs only the probes that change touched, and a child node inherits most of its parent's.
 *
 * Links (black-and-white grids): a probe that sets cell p to v and decides cell q as w proves
 * "p = v implies q = w", so also its converse, "q = not w implies p = not v". Propagation finds
 * the first from p's side but not the second from q's: line logic is not closed under converse.
 * The champion LalaFrogKK keeps such "inverse links" (Wu et al. 2013), and so do we: each probe
 * adds the converse of everything it decided, and a later probe of q = not w, or a search guess
 * on it, starts by setting p = not v. Probes grow stronger as the passes go on: 44 hard
 * tournament puzzles took 104 000 nodes and 97 s with links (6 s cap a puzzle), 203 000 nodes and
 * 151 s without (10 s cap), the same 34 solved; a node costs about twice the work.
 * A link holds in the grid it was learnt in and every grid below it, so it is dropped when the
 * search undoes past that point; a probe record made while a link of its literal existed is
 * stale once the link changes, either way (its literal's `linkVersion`).
 */
import type { StopReason } from './limits.ts';
import type { Propagator } from './propagator.ts';

/** Receives complete grids met while probing or searching; returns true when enough were found. */
export interface SolutionSink {
  offer(domains: Uint32Array): boolean;
}

export interface StopCheck {
  stopped(): StopReason | null;
}

export const enum NodeOutcome {
  Open = 0,
  Contradiction = 1,
  Solved = 2,
  Stopped = 3,
}

/** Largest grid whose probes learn links: the link matrix has (2 * cells)^2 bits. */
const LINK_MAX_CELLS = 2500;

/** Grids above this many cells probe only near decided cells: probing all of them costs too much. */
const FRONTIER_FROM = 10_000;

const UNKNOWN = 0;
const CONSISTENT = 1;
const CONTRADICTS = 2;

export class Prober {
  readonly propagator: Propagator;
  /** Probe propagations run (one per cell and value). */
  probeRuns = 0;
  /** Cells probed, counting a cell once per visit that re-ran any of its values. */
  cellProbes = 0;
  readonly slots: number;
  private clock = 1;
  private lastChange = 1;
  private readonly lineVersion: Float64Array;
  private readonly recordState: Uint8Array;
  private readonly recordStamp: Float64Array;
  /** Cells a probe narrowed, the probed cell included: the guide for branching. */
  readonly recordCount: Int32Array;
  private readonly recordStart: Float64Array;
  private readonly recordLength: Int32Array;
  private readonly arenaCells: Int32Array;
  private readonly arenaMasks: Uint32Array;
  private readonly arenaMask: number;
  private written = 0;
  /** Large grids probe only cells next to decided ones or the edge. */
  private readonly frontierOnly: boolean;
  /** Whether the last probeCell changed the grid. */
  private cellChanged = false;
  private mergeId = 0;
  private readonly seenId: Int32Array;
  private readonly seenCount: Int32Array;
  private readonly seenMask: Uint32Array;
  private readonly seenLast: Int32Array;
  /** Whether probes learn links now (see `learnLinks`). */
  private linking = false;
  /** Whether links are possible: black-and-white grids small enough for the link matrix. */
  private readonly canLink: boolean;
  /** Per literal (record index): the newest link from it, or -1. */
  private readonly linkHead: Int32Array;
  /** Per literal: clock time its links last changed; its record is stale if older. */
  private readonly linkVersion: Float64Array;
  /** One bit per (from, to) pair of literals: whether that link is on the stack. */
  private readonly linkBits: Uint32Array;
  private linkFrom = new Int32Array(0);
  private linkTo = new Int32Array(0);
  private linkNext = new Int32Array(0);
  private linkMark = new Int32Array(0);
  private linkCount = 0;

  constructor(propagator: Propagator, colorSlots: number) {
    this.propagator = propagator;
    const lines = propagator.lines;
    this.slots = colorSlots;
    const records = lines.cellCount * colorSlots;
    this.lineVersion = new Float64Array(lines.lineCount);
    this.recordState = new Uint8Array(records);
    this.recordStamp = new Float64Array(records);
    this.recordCount = new Int32Array(records);
    this.recordStart = new Float64Array(records);
    this.recordLength = new Int32Array(records);
    const arenaBits = Math.min(22, Math.max(16, 32 - Math.clz32(records * 64)));
    this.arenaCells = new Int32Array(1 << arenaBits);
    this.arenaMasks = new Uint32Array(1 << arenaBits);
    this.arenaMask = (1 << arenaBits) - 1;
    this.seenId = new Int32Array(lines.cellCount);
    this.seenCount = new Int32Array(lines.cellCount);
    this.seenMask = new Uint32Array(lines.cellCount);
    this.seenLast = new Int32Array(lines.cellCount);
    this.frontierOnly = lines.cellCount > FRONTIER_FROM;
    this.canLink = lines.blackAndWhite && colorSlots === 2 && lines.cellCount <= LINK_MAX_CELLS;
    const literals = this.canLink ? records : 0;
    this.linkHead = new Int32Array(literals).fill(-1);
    this.linkVersion = new Float64Array(literals);
    this.linkBits = new Uint32Array(Math.ceil((literals * literals) / 32));
    if (this.canLink) this.growLinks(1 << 12);
  }

  /**
   * From now on, probes learn and apply links (where the grid allows them), or stop doing so.
   * Called at the search's root between runs, where the links kept are facts of the root grid:
   * records made with them stay sound, and records made without them are stale once linking
   * starts again (their literal's `linkVersion`).
   */
  learnLinks(on: boolean): void {
    this.linking = on && this.canLink;
  }

  private growLinks(size: number): void {
    const grow = (old: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(size);
      next.set(old.subarray(0, this.linkCount));
      return next;
    };
    this.linkFrom = grow(this.linkFrom);
    this.linkTo = grow(this.linkTo);
    this.linkNext = grow(this.linkNext);
    this.linkMark = grow(this.linkMark);
  }

  /** Records that `from` forces `to` (literals: cell * 2 + value) in the grid up to trail `mark`. */
  private addLink(from: number, to: number, mark: number): void {
    const bit = from * this.linkHead.length + to;
    const word = bit >>> 5;
    const mask = 1 << (bit & 31);
    if ((this.linkBits[word]! & mask) !== 0) return;
    this.linkBits[word] = this.linkBits[word]! | mask;
    if (this.linkCount === this.linkFrom.length) this.growLinks(this.linkCount * 2);
    const at = this.linkCount++;
    this.linkFrom[at] = from;
    this.linkTo[at] = to;
    this.linkMark[at] = mark;
    this.linkNext[at] = this.linkHead[from]!;
    this.linkHead[from] = at;
    this.linkVersion[from] = ++this.clock;
  }

  /** Drops the links learnt in grids beyond trail `mark`: they need what is being undone. */
  private dropLinks(mark: number): void {
    while (this.linkCount > 0 && this.linkMark[this.linkCount - 1]! > mark) {
      const at = --this.linkCount;
      const from = this.linkFrom[at]!;
      const bit = from * this.linkHead.length + this.linkTo[at]!;
      this.linkBits[bit >>> 5] = this.linkBits[bit >>> 5]! & ~(1 << (bit & 31));
      this.linkHead[from] = this.linkNext[at]!;
      this.linkVersion[from] = ++this.clock;
    }
  }

  /**
   * Narrows the cells that literal `from`'s links force (no propagation yet); false when one of
   * them cannot take its value. The links of those cells' literals are not followed in turn:
   * that found a few more cells but cost more than it saved.
   */
  private applyLinks(from: number): boolean {
    const propagator = this.propagator;
    const domains = propagator.state.domains;
    for (let at = this.linkHead[from]!; at >= 0; at = this.linkNext[at]!) {
      const to = this.linkTo[at]!;
      const cell = to >> 1;
      const value = 1 << (to & 1);
      const d = domains[cell]!;
      if ((d & value) === 0) return false;
      if (d !== value) propagator.narrow(cell, value);
    }
    return true;
  }

  /** Marks the lines of cells narrowed since `mark` as changed; call after every change outside probes. */
  commit(mark: number): void {
    const state = this.propagator.state;
    const end = state.mark();
    if (end === mark) return;
    const version = ++this.clock;
    this.lastChange = version;
    const lines = this.propagator.lines;
    for (let t = mark; t < end; t++) {
      const cell = state.trailCell(t);
      this.lineVersion[lines.rowOf[cell]!] = version;
      this.lineVersion[lines.columnOf[cell]!] = version;
    }
  }

  /** Undoes changes outside probes back to `mark`, marking their lines as changed. */
  undo(mark: number): void {
    this.commit(mark);
    this.propagator.state.undo(mark);
    if (this.linking) this.dropLinks(mark);
  }

  /** Narrows a cell outside probes and propagates; false on contradiction. */
  assign(cell: number, mask: number): boolean {
    const mark = this.propagator.state.mark();
    this.propagator.narrow(cell, mask);
    let ok = true;
    if (this.linking && (mask & (mask - 1)) === 0) ok = this.applyLinks(cell * 2 + (31 - Math.clz32(mask)));
    if (ok) ok = this.propagator.propagate();
    else this.propagator.clearQueue();
    this.commit(mark);
    return ok;
  }

  /** Whether probing `cell` with colour `color` was found consistent (valid after `probeAll`). */
  consistent(cell: number, color: number): boolean {
    return this.recordState[cell * this.slots + color] === CONSISTENT;
  }

  /**
   * Probes every undecided cell until a pass changes nothing. Deductions stay in the grid (on the
   * trail). Returns Contradiction when the node has no solution, Solved when the grid is complete,
   * Stopped when a limit or the solution sink says so, Open otherwise.
   */
  probeAll(limits: StopCheck, sink: SolutionSink): NodeOutcome {
    const state = this.propagator.state;
    const domains = state.domains;
    const cells = this.propagator.lines.cellCount;
    let changed = true;
    while (changed) {
      changed = false;
      for (let cell = 0; cell < cells; cell++) {
        if (state.undecided === 0) return NodeOutcome.Solved;
        const before = domains[cell]!;
        if ((before & (before - 1)) === 0) continue;
        if (this.frontierOnly && !this.nearDecided(cell)) continue;
        const outcome = this.probeCell(cell, limits, sink);
        if (outcome !== NodeOutcome.Open) return outcome;
        if (this.cellChanged) changed = true;
      }
    }
    return state.undecided === 0 ? NodeOutcome.Solved : NodeOutcome.Open;
  }

  /** Whether a cell touches the grid's edge or a decided cell (where probes tend to bite). */
  private nearDecided(cell: number): boolean {
    const domains = this.propagator.state.domains;
    const width = this.propagator.lines.width;
    const x = cell % width;
    if (x === 0 || x === width - 1 || cell < width || cell + width >= domains.length) return true;
    const l = domains[cell - 1]!;
    const r = domains[cell + 1]!;
    const u = domains[cell - width]!;
    const d = domains[cell + width]!;
    return (l & (l - 1)) === 0 || (r & (r - 1)) === 0 || (u & (u - 1)) === 0 || (d & (d - 1)) === 0;
  }

  /**
   * Brings every value's probe of one cell up to date, then applies what they prove. The limits
   * are asked only before a probe runs: a visit that finds its records still valid costs less
   * than the clock the limits read now and then (under a microsecond for Date.now here, nine
   * for a processor clock).
   */
  private probeCell(cell: number, limits: StopCheck, sink: SolutionSink): NodeOutcome {
    const domains = this.propagator.state.domains;
    this.cellChanged = false;
    let ran = false;
    let remaining = domains[cell]!;
    while (remaining !== 0) {
      const low = remaining & -remaining;
      remaining ^= low;
      const color = 31 - Math.clz32(low);
      const record = cell * this.slots + color;
      if (!this.isValid(record, cell)) {
        ran = true;
        if (limits.stopped() || this.run(cell, color, record, sink)) return NodeOutcome.Stopped;
      }
      if (this.recordState[record] === CONTRADICTS) {
        this.cellChanged = true;
        if (!this.assign(cell, domains[cell]! & ~low)) return NodeOutcome.Contradiction;
        const now = domains[cell]!;
        if ((now & (now - 1)) === 0) return NodeOutcome.Open;
        remaining &= now;
      }
    }
    if (ran) {
      this.cellProbes++;
      const merged = this.merge(cell);
      if (merged === NodeOutcome.Contradiction) return merged;
    }
    return NodeOutcome.Open;
  }

  /** Runs one probe and records it; returns true when the sink has enough solutions. */
  private run(cell: number, color: number, record: number, sink: SolutionSink): boolean {
    const propagator = this.propagator;
    const state = propagator.state;
    this.probeRuns++;
    const mark = state.mark();
    propagator.narrow(cell, 1 << color);
    let ok = true;
    if (this.linking) {
      ok = this.applyLinks(record);
      if (!ok) propagator.clearQueue();
    }
    if (ok) ok = propagator.propagate();
    const end = state.mark();
    const domains = state.domains;
    const arenaCells = this.arenaCells;
    const arenaMasks = this.arenaMasks;
    const arenaMask = this.arenaMask;
    let at = this.written;
    for (let t = mark; t < end; t++) {
      const c = state.trailCell(t);
      arenaCells[at & arenaMask] = c;
      arenaMasks[at & arenaMask] = domains[c]!;
      at++;
    }
    this.recordStart[record] = this.written;
    this.recordLength[record] = end - mark;
    this.written = at;
    this.recordCount[record] = end - mark;
    this.recordStamp[record] = this.clock;
    this.recordState[record] = ok ? CONSISTENT : CONTRADICTS;
    if (ok && this.linking) {
      // Every cell the probe decided gives the converse link: that cell's other value forces
      // this cell's other value.
      const to = record ^ 1;
      for (let t = mark + 1; t < end; t++) {
        const c = state.trailCell(t);
        this.addLink(c * 2 + (domains[c] === 1 ? 1 : 0), to, mark);
      }
      this.recordStamp[record] = this.clock;
    }
    const enough = ok && state.undecided === 0 && sink.offer(domains);
    state.undo(mark);
    return enough;
  }

  /** Whether a record is still what running its probe now would give. */
  private isValid(record: number, cell: number): boolean {
    if (this.recordState[record] === UNKNOWN) return false;
    const stamp = this.recordStamp[record]!;
    if (this.linking && this.linkVersion[record]! > stamp) return false;
    if (stamp >= this.lastChange) return true;
    const start = this.recordStart[record]!;
    const length = this.recordLength[record]!;
    if (this.written - start > this.arenaCells.length) return false;
    const lines = this.propagator.lines;
    const version = this.lineVersion;
    if (version[lines.rowOf[cell]!]! > stamp || version[lines.columnOf[cell]!]! > stamp) return false;
    const arenaCells = this.arenaCells;
    const arenaMask = this.arenaMask;
    for (let i = 0; i < length; i++) {
      const c = arenaCells[(start + i) & arenaMask]!;
      if (version[lines.rowOf[c]!]! > stamp || version[lines.columnOf[c]!]! > stamp) return false;
    }
    this.recordStamp[record] = this.clock;
    return true;
  }

  /** Narrows every cell to the union of what the cell's consistent probes left it. */
  private merge(cell: number): NodeOutcome {
    const propagator = this.propagator;
    const domains = propagator.state.domains;
    const id = ++this.mergeId;
    const seenId = this.seenId;
    const seenCount = this.seenCount;
    const seenMask = this.seenMask;
    const seenLast = this.seenLast;
    const arenaCells = this.arenaCells;
    const arenaMasks = this.arenaMasks;
    const arenaMask = this.arenaMask;
    let remaining = domains[cell]!;
    let k = 0;
    let lastRecord = -1;
    for (let bits = remaining; bits !== 0; bits &= bits - 1) {
      const record = cell * this.slots + (31 - Math.clz32(bits & -bits));
      if (this.written - this.recordStart[record]! > this.arenaCells.length) return NodeOutcome.Open;
    }
    while (remaining !== 0) {
      const low = remaining & -remaining;
      remaining ^= low;
      const record = cell * this.slots + (31 - Math.clz32(low));
      const start = this.recordStart[record]!;
      const length = this.recordLength[record]!;
      for (let i = 0; i < length; i++) {
        const at = (start + i) & arenaMask;
        const c = arenaCells[at]!;
        if (seenId[c] !== id) {
          if (k !== 0) continue;
          seenId[c] = id;
          seenCount[c] = 1;
          seenMask[c] = arenaMasks[at]!;
          seenLast[c] = 0;
        } else if (seenLast[c] !== k && seenCount[c] === k) {
          seenCount[c] = k + 1;
          seenMask[c] = seenMask[c]! | arenaMasks[at]!;
          seenLast[c] = k;
        }
      }
      k++;
      lastRecord = record;
    }
    if (k < 2) return NodeOutcome.Open;
    const mark = propagator.state.mark();
    const start = this.recordStart[lastRecord]!;
    const length = this.recordLength[lastRecord]!;
    for (let i = 0; i < length; i++) {
      const c = arenaCells[(start + i) & arenaMask]!;
      if (c === cell || seenId[c] !== id || seenCount[c] !== k) continue;
      seenCount[c] = 0;
      const mask = seenMask[c]! & domains[c]!;
      if (mask !== domains[c]) propagator.narrow(c, mask);
    }
    if (propagator.state.mark() === mark) return NodeOutcome.Open;
    this.cellChanged = true;
    const ok = propagator.propagate();
    this.commit(mark);
    return ok ? NodeOutcome.Open : NodeOutcome.Contradiction;
  }
}
