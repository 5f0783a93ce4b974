/**
 * Ruled lines out of a straightened clue area. Once the page is straight, grid lines, the guide
 * lines some books draw through the clue areas and the boxes around clue numbers all run exactly
 * across or down, as long unbroken runs of ink; a digit's strokes are shorter than a cell. Runs
 * longer than `longest` pixels are cleared, so numbers that touch a line come apart from it.
 */

/**
 * Offers `cleared` every pixel of a run of ink longer than `longest`, across then down (`across`
 * says which way its run goes), and clears those it takes: after all runs are found, so a pixel
 * cleared across still counts in its run down.
 */
function clearRunPixels(
  mask: Uint8Array,
  width: number,
  height: number,
  longest: number,
  cleared: (x: number, y: number, across: boolean) => boolean,
): void {
  const clear = new Uint8Array(mask.length);
  const scan = (lines: number, length: number, across: boolean): void => {
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let at = 0; at <= length; at++) {
        const index = across ? line * width + at : at * width + line;
        const on = at < length && mask[index] === 1;
        if (on && start < 0) start = at;
        if (!on && start >= 0) {
          if (at - start > longest) {
            for (let k = start; k < at; k++) {
              const x = across ? k : line;
              const y = across ? line : k;
              if (cleared(x, y, across)) clear[y * width + x] = 1;
            }
          }
          start = -1;
        }
      }
    }
  };
  scan(height, width, true);
  scan(width, height, false);
  for (let i = 0; i < mask.length; i++) if (clear[i]) mask[i] = 0;
}

export function clearLongRuns(mask: Uint8Array, width: number, height: number, longest: number): void {
  clearRunPixels(mask, width, height, longest, () => true);
}

/**
 * The same for thin runs only: a pixel of a long run is cleared where the ink across it is at
 * most `thickness` pixels, so that ruled lines go while solid blocks (numbers printed on coloured
 * cells, whose rows also run long) stay.
 */
export function clearLongThinRuns(
  mask: Uint8Array,
  width: number,
  height: number,
  longest: number,
  thickness: number,
): void {
  const extent = (x: number, y: number, dx: number, dy: number): number => {
    let n = 0;
    for (let k = 1; k <= thickness + 1; k++) {
      const xx = x + dx * k;
      const yy = y + dy * k;
      if (xx < 0 || yy < 0 || xx >= width || yy >= height || !mask[yy * width + xx]) break;
      n++;
    }
    return n;
  };
  clearRunPixels(mask, width, height, longest, (x, y, across) =>
    across
      ? 1 + extent(x, y, 0, -1) + extent(x, y, 0, 1) <= thickness
      : 1 + extent(x, y, -1, 0) + extent(x, y, 1, 0) <= thickness,
  );
}
