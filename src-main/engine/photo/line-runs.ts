/**
 * Ruled lines out of a straightened clue area. Once the page is straight, grid lines, the guide
 * lines some books draw through the clue areas and the boxes around clue numbers all run exactly
 * across or down, as long unbroken runs of ink; a digit's strokes are shorter than a cell. Runs
 * longer than `longest` pixels are cleared, so numbers that touch a line come apart from it.
 */

export function clearLongRuns(mask: Uint8Array, width: number, height: number, longest: number): void {
  const clear = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && mask[y * width + x] === 1;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start > longest) for (let k = start; k < x; k++) clear[y * width + k] = 1;
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const on = y < height && mask[y * width + x] === 1;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start > longest) for (let k = start; k < y; k++) clear[k * width + x] = 1;
        start = -1;
      }
    }
  }
  for (let i = 0; i < mask.length; i++) if (clear[i]) mask[i] = 0;
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
  const clear = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && mask[y * width + x] === 1;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start > longest) {
          for (let k = start; k < x; k++) {
            if (1 + extent(k, y, 0, -1) + extent(k, y, 0, 1) <= thickness) clear[y * width + k] = 1;
          }
        }
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const on = y < height && mask[y * width + x] === 1;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start > longest) {
          for (let k = start; k < y; k++) {
            if (1 + extent(x, k, -1, 0) + extent(x, k, 1, 0) <= thickness) clear[k * width + x] = 1;
          }
        }
        start = -1;
      }
    }
  }
  for (let i = 0; i < mask.length; i++) if (clear[i]) mask[i] = 0;
}
