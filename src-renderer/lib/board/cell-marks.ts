/**
 * Marks drawn in one cell that several boards share: a cross for "empty" (the player's crosses, a
 * hint's, the editor's suggestion to clear a cell), a frame (a cell a step settles; struck through
 * where two solutions differ) and a ring (the cell a trial supposes).
 */

/** A cross; on cells too small for a cross to read, a dot. */
export function drawCross(
  context: CanvasRenderingContext2D,
  left: number,
  top: number,
  cell: number,
  color: string,
): void {
  if (cell < 8) {
    const dot = Math.max(1, Math.round(cell * 0.25));
    context.fillStyle = color;
    context.fillRect(left + Math.floor((cell - dot) / 2), top + Math.floor((cell - dot) / 2), dot, dot);
    return;
  }
  const pad = Math.round(cell * 0.3);
  context.strokeStyle = color;
  context.lineWidth = Math.max(1.25, cell * 0.08);
  context.lineCap = 'round';
  context.beginPath();
  context.moveTo(left + pad, top + pad);
  context.lineTo(left + cell - pad, top + cell - pad);
  context.moveTo(left + cell - pad, top + pad);
  context.lineTo(left + pad, top + cell - pad);
  context.stroke();
}

/** A frame inside the cell; `struck` adds a diagonal, so "differs" does not rest on colour alone. */
export function drawFramedCell(
  context: CanvasRenderingContext2D,
  left: number,
  top: number,
  cell: number,
  color: string,
  struck: boolean,
): void {
  const stroke = Math.max(1.5, Math.min(3, cell * 0.12));
  context.strokeStyle = color;
  context.lineWidth = stroke;
  context.strokeRect(left + stroke / 2 + 0.5, top + stroke / 2 + 0.5, cell - stroke - 1, cell - stroke - 1);
  if (struck && cell >= 8) {
    context.beginPath();
    context.moveTo(left + stroke, top + stroke);
    context.lineTo(left + cell - stroke, top + cell - stroke);
    context.stroke();
  }
}

/**
 * A ring in the cell, for the cell a trial supposes: round, so it reads apart from the square
 * frames of settled cells and from the cursor. A halo in `halo` under it keeps it clear on a
 * filled cell (the walkthrough shows the cell already settled).
 */
export function drawRing(
  context: CanvasRenderingContext2D,
  left: number,
  top: number,
  cell: number,
  color: string,
  halo: string,
): void {
  const stroke = Math.max(2, Math.min(4, cell * 0.1));
  const radius = Math.max(2, cell * 0.34);
  context.beginPath();
  context.arc(left + cell / 2, top + cell / 2, radius, 0, 2 * Math.PI);
  context.strokeStyle = halo;
  context.lineWidth = stroke + 2;
  context.stroke();
  context.strokeStyle = color;
  context.lineWidth = stroke;
  context.stroke();
}
