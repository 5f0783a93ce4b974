/**
 * The changing part of a solve: one domain per cell (bit 0 = may be empty, bit c = may be colour
 * c), row by row, and a trail of (cell, previous domain) so that probing and search undo their
 * guesses by popping the trail instead of copying the grid.
 *
 * For black-and-white lines handled by BitLineSolver the state also keeps every line as two bit
 * masks (cells that may be empty, cells that may be black), updated with each cell, so a line
 * solve reads its whole line in two loads.
 */
import { NARROW_LINE, WIDE_LINE, type GridLines } from './grid-lines.ts';

export class GridState {
  readonly lines: GridLines;
  readonly domains: Uint32Array;
  /** Per line: bit i set when cell i of the line may be empty (bit lines only). */
  readonly lineEmpty: Int32Array;
  /** Per line: bit i set when cell i of the line may be black (bit lines only). */
  readonly lineFilled: Int32Array;
  /** Wide lines' masks, as words at GridLines.wordOffset. */
  readonly wideEmpty: Int32Array;
  readonly wideFilled: Int32Array;
  /** Cells whose domain still has more than one value. */
  undecided = 0;
  private trailCells: Int32Array;
  private trailOld: Uint32Array;
  private trailLength = 0;

  constructor(lines: GridLines, domains: Uint32Array = lines.initialDomains()) {
    this.lines = lines;
    this.domains = domains.slice();
    this.lineEmpty = new Int32Array(lines.lineCount);
    this.lineFilled = new Int32Array(lines.lineCount);
    this.wideEmpty = new Int32Array(lines.totalWords);
    this.wideFilled = new Int32Array(lines.totalWords);
    this.trailCells = new Int32Array(Math.max(16, lines.cellCount));
    this.trailOld = new Uint32Array(this.trailCells.length);
    for (let cell = 0; cell < lines.cellCount; cell++) {
      const d = this.domains[cell]!;
      if ((d & (d - 1)) !== 0) this.undecided++;
    }
    for (let cell = 0; cell < lines.cellCount; cell++) this.updateBits(cell, this.domains[cell]!);
  }

  /** Where the trail is now; `undo(mark)` returns to this point. */
  mark(): number {
    return this.trailLength;
  }

  /** Cell changed by the trail entry at `index` (mark <= index < mark()). */
  trailCell(index: number): number {
    return this.trailCells[index]!;
  }

  /** Narrows a cell to `mask`, a non-empty strict subset of its domain, remembering the old one. */
  set(cell: number, mask: number): void {
    const old = this.domains[cell]!;
    if (this.trailLength === this.trailCells.length) this.growTrail();
    this.trailCells[this.trailLength] = cell;
    this.trailOld[this.trailLength++] = old;
    this.domains[cell] = mask;
    if ((old & (old - 1)) !== 0 && (mask & (mask - 1)) === 0) this.undecided--;
    this.updateBits(cell, mask);
  }

  /**
   * Narrows a one-word bit line to the masks its line solve gave (a subset of what it had) and
   * returns the bits that changed. Each changed cell goes from undecided to decided.
   */
  setNarrowLine(line: number, empty: number, filled: number): number {
    const lines = this.lines;
    const changed = (this.lineEmpty[line]! ^ empty) | (this.lineFilled[line]! ^ filled);
    if (changed === 0) return 0;
    this.lineEmpty[line] = empty;
    this.lineFilled[line] = filled;
    const isRow = line < lines.height;
    const start = lines.start[line]!;
    const stride = lines.stride[line]!;
    const crossingOf = isRow ? lines.columnOf : lines.rowOf;
    // The changed cell's bit in the crossing line: a row's cells sit at bit `row` of their
    // columns, a column's at bit `column` of their rows.
    const at = isRow ? line : line - lines.height;
    let bits = changed;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const i = 31 - Math.clz32(low);
      const cell = start + i * stride;
      const e = (empty >>> i) & 1;
      const f = (filled >>> i) & 1;
      if (this.trailLength === this.trailCells.length) this.growTrail();
      this.trailCells[this.trailLength] = cell;
      this.trailOld[this.trailLength++] = this.domains[cell]!;
      this.domains[cell] = e | (f << 1);
      this.undecided--;
      const crossing = crossingOf[cell]!;
      const kind = lines.bitLine[crossing];
      if (kind === NARROW_LINE) {
        this.lineEmpty[crossing] = (this.lineEmpty[crossing]! & ~(1 << at)) | (e << at);
        this.lineFilled[crossing] = (this.lineFilled[crossing]! & ~(1 << at)) | (f << at);
      } else if (kind === WIDE_LINE) {
        this.updateWord(lines.wordOffset[crossing]!, at, e, f);
      }
    }
    return changed;
  }

  undo(mark: number): void {
    const cells = this.trailCells;
    const olds = this.trailOld;
    for (let t = this.trailLength - 1; t >= mark; t--) {
      const cell = cells[t]!;
      const old = olds[t]!;
      const now = this.domains[cell]!;
      if ((old & (old - 1)) !== 0 && (now & (now - 1)) === 0) this.undecided++;
      this.domains[cell] = old;
      this.updateBits(cell, old);
    }
    this.trailLength = mark;
  }

  private updateBits(cell: number, mask: number): void {
    const lines = this.lines;
    const row = lines.rowOf[cell]!;
    const column = lines.columnOf[cell]!;
    const empty = mask & 1;
    const filled = (mask >>> 1) & 1;
    const rowKind = lines.bitLine[row];
    if (rowKind === NARROW_LINE) {
      const bit = cell - row * lines.width;
      this.lineEmpty[row] = (this.lineEmpty[row]! & ~(1 << bit)) | (empty << bit);
      this.lineFilled[row] = (this.lineFilled[row]! & ~(1 << bit)) | (filled << bit);
    } else if (rowKind === WIDE_LINE) {
      this.updateWord(lines.wordOffset[row]!, cell - row * lines.width, empty, filled);
    }
    const columnKind = lines.bitLine[column];
    if (columnKind === NARROW_LINE) {
      const bit = row;
      this.lineEmpty[column] = (this.lineEmpty[column]! & ~(1 << bit)) | (empty << bit);
      this.lineFilled[column] = (this.lineFilled[column]! & ~(1 << bit)) | (filled << bit);
    } else if (columnKind === WIDE_LINE) {
      this.updateWord(lines.wordOffset[column]!, row, empty, filled);
    }
  }

  private updateWord(offset: number, index: number, empty: number, filled: number): void {
    const at = offset + (index >> 5);
    const bit = index & 31;
    this.wideEmpty[at] = (this.wideEmpty[at]! & ~(1 << bit)) | (empty << bit);
    this.wideFilled[at] = (this.wideFilled[at]! & ~(1 << bit)) | (filled << bit);
  }

  private growTrail(): void {
    const cells = new Int32Array(this.trailCells.length * 2);
    const olds = new Uint32Array(cells.length);
    cells.set(this.trailCells);
    olds.set(this.trailOld);
    this.trailCells = cells;
    this.trailOld = olds;
  }
}
