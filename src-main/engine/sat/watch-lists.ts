/**
 * Per literal, the clauses watching it as (clause, blocker) pairs in a growable Int32Array.
 * Typed arrays with their own lengths: shrinking a plain array's length in the propagation loop
 * cost more than the loop's own work.
 */
export class WatchLists {
  readonly data: Int32Array[];
  readonly size: Int32Array;

  constructor(literals: number) {
    this.data = Array.from({ length: literals }, () => new Int32Array(4));
    this.size = new Int32Array(literals);
  }

  push(lit: number, clause: number, blocker: number): void {
    let list = this.data[lit]!;
    const at = this.size[lit]!;
    if (at + 2 > list.length) {
      const grown = new Int32Array(list.length * 2);
      grown.set(list);
      this.data[lit] = list = grown;
    }
    list[at] = clause;
    list[at + 1] = blocker;
    this.size[lit] = at + 2;
  }

  clearAll(): void {
    this.size.fill(0);
  }
}
