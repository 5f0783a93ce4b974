/**
 * A cross in a cell, for "empty": the player's crosses, a hint's, the editor's suggestion to
 * clear a cell. On cells too small for a cross to read, a dot.
 */
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
