/**
 * The size of a board's cells: within the board's limits, the largest that fits, and the next
 * zoom step. Each board has its own limits and step (the play board zooms further, in finer steps).
 */
export interface CellLimits {
  readonly min: number;
  readonly max: number;
}

/** Whole pixels within the limits: lines and cells then fall on pixel boundaries. */
export function clampCell(cell: number, limits: CellLimits): number {
  return Math.max(limits.min, Math.min(limits.max, Math.floor(cell)));
}

/** The largest cell at which `across` x `down` cells fit in `width` x `height`, with `margin` all round. */
export function fitCell(
  across: number,
  down: number,
  width: number,
  height: number,
  margin: number,
  limits: CellLimits,
): number {
  return clampCell(Math.min((width - 2 * margin) / across, (height - 2 * margin) / down), limits);
}

/** The next zoom step in or out: `ratio` a step, and always at least a pixel. */
export function zoomStep(cell: number, direction: 1 | -1, ratio: number, limits: CellLimits): number {
  const next = direction > 0 ? Math.max(cell + 1, cell * ratio) : Math.min(cell - 1, cell / ratio);
  return clampCell(next, limits);
}
