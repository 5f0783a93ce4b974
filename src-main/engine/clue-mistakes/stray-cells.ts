/**
 * How untidy a picture is: the cells that differ from at least five of their eight neighbours
 * (outside the grid counts as background). Drawn pictures have few: a stray dot, a one-cell bump
 * on an edge or a one-cell notch in a solid area each add some.
 *
 * This settles between fixes that the clues cannot tell apart. A number typed one too high in a
 * row can often be "fixed" just as well by raising a crossing column by one: both puzzles are
 * uniquely solvable, and their pictures differ by one cell. The true picture is usually the one
 * without that extra bump or dot.
 */

const MIN_DIFFERENT_NEIGHBOURS = 5;

export function strayCells(cells: ArrayLike<number>, width: number, height: number): number {
  const at = (x: number, y: number): number =>
    x >= 0 && x < width && y >= 0 && y < height ? cells[y * width + x]! : 0;
  let stray = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = at(x, y);
      let different = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx !== 0 || dy !== 0) && at(x + dx, y + dy) !== value) different++;
        }
      }
      if (different >= MIN_DIFFERENT_NEIGHBOURS) stray++;
    }
  }
  return stray;
}
