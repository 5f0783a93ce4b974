/**
 * A conflict-driven clause-learning SAT solver, in the manner of MiniSat and Glucose: two watched
 * literals, first-UIP learning with recursive clause minimisation, VSIDS decisions with target
 * and saved phases, Luby restarts (restarts.ts), and a learnt-clause database cut back by literal block
 * distance.
 *
 * Why a SAT solver inside a nonogram engine: line logic and probing settle most puzzles, but a
 * few (large puzzles made of many short blocks, such as Knotty) leave search nothing to go on,
 * and a plain depth-first search then repeats the same failed reasoning in subtree after subtree.
 * A learnt clause records why a part of the grid failed, so it is never explored again.
 *
 * Literals are integers: 2v for variable v true, 2v + 1 for v false. Clauses live in one
 * Int32Array arena: [size, flags, lbd, literals...], referred to by their offset.
 */
import { RestartPolicy } from './restarts.ts';
import { VarOrder } from './var-order.ts';
import { WatchLists } from './watch-lists.ts';

export type SatAnswer = 'sat' | 'unsat' | 'stopped';

const HEADER = 3;
const LEARNT = 1;
const DELETED = 2;
const FIRST_REDUCE = 4000;
const REDUCE_STEP = 1000;
const VAR_DECAY = 0.95;

export class Cdcl {
  readonly variables: number;
  conflicts = 0;
  decisions = 0;
  propagations = 0;
  /** Per literal: 1 true, -1 false, 0 unassigned. */
  private readonly value: Int8Array;
  private readonly level: Int32Array;
  private readonly reason: Int32Array;
  private readonly phase: Uint8Array;
  /**
   * Target phases (as in CaDiCaL and Kissat): per variable, its value in the longest
   * conflict-free trail since the last restart, or 2 before it had one. Decisions follow them
   * before the saved phases, so each run heads back to the largest consistent part of a picture
   * found so far. On the hard tournament puzzles this cut the conflicts to a solution by a
   * third in all, and the worst ones (#591, #644, #652) from tens of thousands to a few.
   */
  private readonly target: Uint8Array;
  private targetSize = 0;
  private readonly seen: Uint8Array;
  private readonly trail: Int32Array;
  private trailSize = 0;
  private head = 0;
  private readonly levelStart: number[] = [];
  /** Per literal: the clauses watching it, as (clause, blocker) pairs. */
  private readonly watches: WatchLists;
  private arena: Int32Array;
  private used = 0;
  private readonly learnts: number[] = [];
  private readonly originals: number[] = [];
  private readonly order: VarOrder;
  private inconsistent = false;
  private nextReduce = FIRST_REDUCE;
  private reductions = 0;
  private readonly analyzeStack: number[] = [];
  private readonly toClear: number[] = [];
  private readonly levelSeen: Int32Array;
  private levelStamp = 0;
  private readonly restarts = new RestartPolicy();
  private readonly decisionVariables: number;

  /** Only variables below `decisionVariables` are decided; the rest must follow by propagation. */
  constructor(variables: number, decisionVariables = variables) {
    this.variables = variables;
    this.value = new Int8Array(2 * variables);
    this.level = new Int32Array(variables);
    this.reason = new Int32Array(variables).fill(-1);
    this.phase = new Uint8Array(variables).fill(1);
    this.target = new Uint8Array(variables).fill(2);
    this.seen = new Uint8Array(variables);
    this.trail = new Int32Array(variables);
    this.watches = new WatchLists(2 * variables);
    this.arena = new Int32Array(1 << 16);
    this.order = new VarOrder(variables, VAR_DECAY);
    this.levelSeen = new Int32Array(variables + 1);
    this.decisionVariables = decisionVariables;
    for (let v = 0; v < decisionVariables; v++) this.order.insert(v);
  }

  /** Whether some clause added so far cannot be satisfied at all. */
  get unsatisfiable(): boolean {
    return this.inconsistent;
  }

  /**
   * What unit propagation of the clauses alone (no decisions) gives a variable: true, false or
   * null when undecided. Valid before `solve` or after `addClause`, when no decision is open.
   */
  valueAtRoot(v: number): boolean | null {
    if (this.levelStart.length > 0) throw new Error('valueAtRoot needs the solver at its root');
    const value = this.value[2 * v]!;
    return value === 0 ? null : value === 1;
  }

  /** Value of a variable in the last model (after `solve` answered 'sat'). */
  modelValue(v: number): boolean {
    return this.value[2 * v] === 1;
  }

  /** Prefers `lit` when its variable is first decided (the saved phase). */
  preferPhase(lit: number): void {
    this.phase[lit >> 1] = lit & 1;
    this.target[lit >> 1] = lit & 1;
  }

  /**
   * Adds a clause; may be called between solves (it then backtracks to the root first).
   * Returns false when the clause set became unsatisfiable.
   */
  addClause(literals: readonly number[]): boolean {
    if (this.inconsistent) return false;
    this.backtrack(0);
    const lits: number[] = [];
    const present = new Set<number>();
    for (const lit of literals) {
      const value = this.value[lit]!;
      if (value === 1 || present.has(lit ^ 1)) return true;
      if (value === 0 && !present.has(lit)) {
        present.add(lit);
        lits.push(lit);
      }
    }
    if (lits.length === 0) return !(this.inconsistent = true);
    if (lits.length === 1) {
      this.assign(lits[0]!, -1);
      if (this.propagate() >= 0) this.inconsistent = true;
      return !this.inconsistent;
    }
    this.originals.push(this.store(lits, false, 0));
    return true;
  }

  /**
   * Searches for a model; `stop` is asked now and then whether to give up. A stopped search
   * keeps its place, and the next call goes on from there (adding a clause restarts it).
   */
  solve(stop: () => boolean): SatAnswer {
    if (this.inconsistent) return 'unsat';
    const restarts = this.restarts;
    const learnt: number[] = [];
    for (;;) {
      const conflict = this.propagate();
      if (conflict >= 0) {
        this.conflicts++;
        restarts.conflict();
        if (this.levelStart.length === 0) {
          this.inconsistent = true;
          return 'unsat';
        }
        const back = this.analyze(conflict, learnt);
        this.updateTarget();
        this.backtrack(back);
        if (learnt.length === 1) {
          this.assign(learnt[0]!, -1);
        } else {
          const lbd = this.blockDistance(learnt);
          const ref = this.store(learnt, true, lbd);
          this.learnts.push(ref);
          this.assign(learnt[0]!, ref);
        }
        this.order.decayAll();
        if ((this.conflicts & 15) === 0 && stop()) return 'stopped';
        continue;
      }
      if (restarts.due()) {
        this.targetSize = 0;
        this.backtrack(0);
        if (this.conflicts >= this.nextReduce) this.reduce();
        continue;
      }
      // Asked before a variable leaves the heap, so stopping here loses none.
      if ((++this.decisions & 63) === 0 && stop()) return 'stopped';
      const v = this.pickVariable();
      if (v < 0) return 'sat';
      this.levelStart.push(this.trailSize);
      const t = this.target[v]!;
      this.assign(2 * v + (t !== 2 ? t : this.phase[v]!), -1);
    }
  }

  /** Keeps the phases of the conflict-free part of the trail when it is the longest yet. */
  private updateTarget(): void {
    const levels = this.levelStart.length;
    const consistent = levels > 0 ? this.levelStart[levels - 1]! : this.trailSize;
    if (consistent <= this.targetSize) return;
    this.targetSize = consistent;
    for (let t = 0; t < consistent; t++) {
      const lit = this.trail[t]!;
      this.target[lit >> 1] = lit & 1;
    }
  }

  /** Undoes every decision level above `target`. */
  backtrack(target: number): void {
    if (this.levelStart.length <= target) return;
    const stop = this.levelStart[target]!;
    for (let t = this.trailSize - 1; t >= stop; t--) {
      const lit = this.trail[t]!;
      const v = lit >> 1;
      this.value[lit] = 0;
      this.value[lit ^ 1] = 0;
      this.reason[v] = -1;
      this.phase[v] = lit & 1;
      if (v < this.decisionVariables) this.order.insert(v);
    }
    this.trailSize = stop;
    this.head = stop;
    this.levelStart.length = target;
  }

  private pickVariable(): number {
    while (!this.order.empty) {
      const v = this.order.pop();
      if (this.value[2 * v] === 0) return v;
    }
    return -1;
  }

  private assign(lit: number, reason: number): void {
    const v = lit >> 1;
    this.value[lit] = 1;
    this.value[lit ^ 1] = -1;
    this.level[v] = this.levelStart.length;
    this.reason[v] = reason;
    this.trail[this.trailSize++] = lit;
  }

  /**
   * Unit propagation over the watches; returns a conflicting clause, or -1. A binary clause is
   * watched as ~clause with the other literal as blocker, so it never reads the arena.
   */
  private propagate(): number {
    const value = this.value;
    const arena = this.arena;
    const watches = this.watches;
    let conflict = -1;
    while (this.head < this.trailSize) {
      const falseLit = this.trail[this.head++]! ^ 1;
      this.propagations++;
      const list = watches.data[falseLit]!;
      const n = watches.size[falseLit]!;
      let i = 0;
      let j = 0;
      while (i < n) {
        const ref = list[i]!;
        const blocker = list[i + 1]!;
        i += 2;
        const blockerValue = value[blocker]!;
        if (blockerValue === 1) {
          list[j++] = ref;
          list[j++] = blocker;
          continue;
        }
        if (ref < 0) {
          list[j++] = ref;
          list[j++] = blocker;
          if (blockerValue === 0) {
            this.assign(blocker, ~ref);
            continue;
          }
          conflict = ~ref;
          this.head = this.trailSize;
          while (i < n) list[j++] = list[i++]!;
          break;
        }
        const base = ref + HEADER;
        if (arena[base] === falseLit) {
          arena[base] = arena[base + 1]!;
          arena[base + 1] = falseLit;
        }
        const first = arena[base]!;
        if (first !== blocker && value[first] === 1) {
          list[j++] = ref;
          list[j++] = first;
          continue;
        }
        const size = arena[ref]!;
        let moved = false;
        for (let k = 2; k < size; k++) {
          const lit = arena[base + k]!;
          if (value[lit] !== -1) {
            arena[base + 1] = lit;
            arena[base + k] = falseLit;
            watches.push(lit, ref, first);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[j++] = ref;
        list[j++] = first;
        if (value[first] === -1) {
          conflict = ref;
          this.head = this.trailSize;
          while (i < n) list[j++] = list[i++]!;
        } else {
          this.assign(first, ref);
        }
      }
      watches.size[falseLit] = j;
      if (conflict >= 0) return conflict;
    }
    return -1;
  }

  /**
   * First-UIP conflict analysis. Fills `learnt` (asserting literal first, a literal of the
   * backjump level second) and returns the level to backjump to.
   */
  private analyze(conflict: number, learnt: number[]): number {
    const arena = this.arena;
    const seen = this.seen;
    const level = this.level;
    const current = this.levelStart.length;
    learnt.length = 0;
    learnt.push(-1);
    let pending = 0;
    let lit = -1;
    let index = this.trailSize - 1;
    let clause = conflict;
    do {
      const size = arena[clause]!;
      const base = clause + HEADER;
      // A binary reason may hold its implied literal second, so skip it by variable.
      const implied = lit >> 1;
      for (let k = 0; k < size; k++) {
        const q = arena[base + k]!;
        const v = q >> 1;
        if (seen[v] === 0 && level[v]! > 0 && v !== implied) {
          this.order.bump(v);
          seen[v] = 1;
          if (level[v]! >= current) pending++;
          else learnt.push(q);
        }
      }
      while (seen[this.trail[index]! >> 1] === 0) index--;
      lit = this.trail[index--]!;
      clause = this.reason[lit >> 1]!;
      seen[lit >> 1] = 0;
      pending--;
    } while (pending > 0);
    learnt[0] = lit ^ 1;

    this.minimise(learnt);

    let back = 0;
    let at = 1;
    for (let k = 1; k < learnt.length; k++) {
      const l = level[learnt[k]! >> 1]!;
      if (l > back) {
        back = l;
        at = k;
      }
    }
    if (learnt.length > 1) {
      const swap = learnt[1]!;
      learnt[1] = learnt[at]!;
      learnt[at] = swap;
    }
    return back;
  }

  /** Drops literals implied by the others (MiniSat's recursive minimisation). */
  private minimise(learnt: number[]): void {
    const seen = this.seen;
    let levels = 0;
    for (let k = 1; k < learnt.length; k++) levels |= 1 << (this.level[learnt[k]! >> 1]! & 31);
    this.toClear.length = 0;
    for (let k = 1; k < learnt.length; k++) this.toClear.push(learnt[k]!);
    let kept = 1;
    for (let k = 1; k < learnt.length; k++) {
      const lit = learnt[k]!;
      if (this.reason[lit >> 1] === -1 || !this.redundant(lit, levels)) learnt[kept++] = lit;
    }
    learnt.length = kept;
    for (const lit of this.toClear) seen[lit >> 1] = 0;
  }

  private redundant(start: number, levels: number): boolean {
    const arena = this.arena;
    const seen = this.seen;
    const stack = this.analyzeStack;
    stack.length = 0;
    stack.push(start);
    const top = this.toClear.length;
    while (stack.length > 0) {
      // The implied literal's variable is seen already, wherever the clause holds it.
      const clause = this.reason[stack.pop()! >> 1]!;
      const size = arena[clause]!;
      for (let k = 0; k < size; k++) {
        const q = arena[clause + HEADER + k]!;
        const v = q >> 1;
        if (seen[v] !== 0 || this.level[v] === 0) continue;
        if (this.reason[v] !== -1 && ((1 << (this.level[v]! & 31)) & levels) !== 0) {
          seen[v] = 1;
          stack.push(q);
          this.toClear.push(q);
        } else {
          for (let t = top; t < this.toClear.length; t++) seen[this.toClear[t]! >> 1] = 0;
          this.toClear.length = top;
          return false;
        }
      }
    }
    return true;
  }

  /** Number of distinct decision levels among a clause's literals (Glucose's LBD). */
  private blockDistance(lits: readonly number[]): number {
    const stamp = ++this.levelStamp;
    let distinct = 0;
    for (const lit of lits) {
      const l = this.level[lit >> 1]!;
      if (this.levelSeen[l] !== stamp) {
        this.levelSeen[l] = stamp;
        distinct++;
      }
    }
    return distinct;
  }

  private watch(ref: number, a: number, b: number, size: number): void {
    const entry = size === 2 ? ~ref : ref;
    this.watches.push(a, entry, b);
    this.watches.push(b, entry, a);
  }

  private store(lits: readonly number[], learnt: boolean, lbd: number): number {
    const need = this.used + HEADER + lits.length;
    if (need > this.arena.length) {
      let size = this.arena.length * 2;
      while (size < need) size *= 2;
      const grown = new Int32Array(size);
      grown.set(this.arena.subarray(0, this.used));
      this.arena = grown;
    }
    const ref = this.used;
    const arena = this.arena;
    arena[ref] = lits.length;
    arena[ref + 1] = learnt ? LEARNT : 0;
    arena[ref + 2] = lbd;
    for (let k = 0; k < lits.length; k++) arena[ref + HEADER + k] = lits[k]!;
    this.used = need;
    this.watch(ref, lits[0]!, lits[1]!, lits.length);
    return ref;
  }

  /**
   * At the root, between restarts: deletes clauses the root assignment satisfies and the less
   * useful half of the learnt ones (highest LBD first; those of LBD 2 or less are kept), then
   * compacts the arena and rebuilds the watches.
   */
  private reduce(): void {
    this.reductions++;
    this.nextReduce = this.conflicts + FIRST_REDUCE + REDUCE_STEP * this.reductions;
    const arena = this.arena;
    const satisfied = (ref: number): boolean => {
      const size = arena[ref]!;
      for (let k = 0; k < size; k++) if (this.value[arena[ref + HEADER + k]!] === 1) return true;
      return false;
    };
    const candidates = this.learnts.filter((ref) => !satisfied(ref));
    candidates.sort((a, b) => arena[b + 2]! - arena[a + 2]! || arena[b]! - arena[a]!);
    let drop = candidates.length >> 1;
    for (const ref of candidates) {
      if (drop === 0 || arena[ref + 2]! <= 2) break;
      arena[ref + 1] = arena[ref + 1]! | DELETED;
      drop--;
    }
    for (const ref of this.learnts) if (satisfied(ref)) arena[ref + 1] = arena[ref + 1]! | DELETED;
    for (const ref of this.originals) if (satisfied(ref)) arena[ref + 1] = arena[ref + 1]! | DELETED;
    this.compact();
  }

  private compact(): void {
    const old = this.arena;
    const fresh = new Int32Array(Math.max(1 << 16, this.used));
    let used = 0;
    this.watches.clearAll();
    const move = (refs: number[]): void => {
      let kept = 0;
      for (const ref of refs) {
        if ((old[ref + 1]! & DELETED) !== 0) continue;
        const length = HEADER + old[ref]!;
        fresh.set(old.subarray(ref, ref + length), used);
        const a = fresh[used + HEADER]!;
        const b = fresh[used + HEADER + 1]!;
        this.watch(used, a, b, old[ref]!);
        refs[kept++] = used;
        used += length;
      }
      refs.length = kept;
    };
    move(this.originals);
    move(this.learnts);
    this.arena = fresh;
    this.used = used;
    // Only root assignments remain, and the root's reasons are never read.
    for (let t = 0; t < this.trailSize; t++) this.reason[this.trail[t]! >> 1] = -1;
  }
}
