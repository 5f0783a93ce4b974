/**
 * The puzzle as if printed flat and square: an image `scale` pixels per cell covering a range of
 * puzzle positions (grid and clue areas), each pixel sampled from the photo through the grid map
 * (bilinear; paper white outside the photo). The map is evaluated on a coarse mesh and
 * interpolated between, which is exact for its smooth part to well under a pixel and saves most
 * of the work.
 */
import type { GridMap } from './grid-map.ts';
import type { GrayImage, RgbImage } from './raster.ts';

/** Puzzle positions covered, in cells: columns col0 to col1, rows row0 to row1. */
export interface CellRange {
  readonly col0: number;
  readonly row0: number;
  readonly col1: number;
  readonly row1: number;
}

export interface Straightened {
  readonly image: GrayImage;
  readonly range: CellRange;
  /** Pixels per cell. */
  readonly scale: number;
}

/** Mesh step in output pixels. */
const MESH = 8;

interface Mesh {
  readonly width: number;
  readonly height: number;
  readonly mw: number;
  readonly points: Float64Array;
}

/** Photo coordinates of every MESH-th output pixel's centre (and of the last), x then y. */
function mesh(map: GridMap, range: CellRange, scale: number): Mesh {
  const width = Math.max(1, Math.round((range.col1 - range.col0) * scale));
  const height = Math.max(1, Math.round((range.row1 - range.row0) * scale));
  const mw = Math.ceil(width / MESH) + 1;
  const mh = Math.ceil(height / MESH) + 1;
  const points = new Float64Array(mw * mh * 2);
  for (let j = 0; j < mh; j++) {
    for (let i = 0; i < mw; i++) {
      const p = map.toPhoto(range.col0 + (i * MESH + 0.5) / scale, range.row0 + (j * MESH + 0.5) / scale);
      points[2 * (j * mw + i)] = p.x;
      points[2 * (j * mw + i) + 1] = p.y;
    }
  }
  return { width, height, mw, points };
}

/**
 * Visits every output pixel with the photo pixel to its top left of the sampling point (x0, y0)
 * and the bilinear weights (tx, ty) towards the next one.
 */
function eachPixel(
  m: Mesh,
  visit: (index: number, x0: number, y0: number, tx: number, ty: number) => void,
): void {
  const { width, height, mw, points } = m;
  for (let y = 0; y < height; y++) {
    const j = (y / MESH) | 0;
    const ty = (y - j * MESH) / MESH;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = (x / MESH) | 0;
      const tx = (x - i * MESH) / MESH;
      const a = 2 * (j * mw + i);
      const c = a + 2 * mw;
      const px =
        (points[a]! * (1 - tx) + points[a + 2]! * tx) * (1 - ty) +
        (points[c]! * (1 - tx) + points[c + 2]! * tx) * ty;
      const py =
        (points[a + 1]! * (1 - tx) + points[a + 3]! * tx) * (1 - ty) +
        (points[c + 1]! * (1 - tx) + points[c + 3]! * tx) * ty;
      const fx = px - 0.5;
      const fy = py - 0.5;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      visit(row + x, x0, y0, fx - x0, fy - y0);
    }
  }
}

export function straighten(gray: GrayImage, map: GridMap, range: CellRange, scale: number): Straightened {
  const m = mesh(map, range, scale);
  const { width: w, height: h, data: source } = gray;
  const data = new Uint8Array(m.width * m.height);
  eachPixel(m, (index, x0, y0, tx, ty) => {
    if (x0 < 0 || y0 < 0 || x0 + 1 >= w || y0 + 1 >= h) {
      data[index] = 255;
      return;
    }
    const k = y0 * w + x0;
    const top = source[k]! + (source[k + 1]! - source[k]!) * tx;
    const bottom = source[k + w]! + (source[k + w + 1]! - source[k + w]!) * tx;
    data[index] = top + (bottom - top) * ty;
  });
  return { image: { width: m.width, height: m.height, data }, range, scale };
}

/** The same in colour, for colour clues and for the picture shown beside the clues read. */
export function straightenRgb(rgb: RgbImage, map: GridMap, range: CellRange, scale: number): RgbImage {
  const m = mesh(map, range, scale);
  const { width: w, height: h, data: source } = rgb;
  const data = new Uint8Array(m.width * m.height * 3);
  eachPixel(m, (index, x0, y0, tx, ty) => {
    const o = index * 3;
    if (x0 < 0 || y0 < 0 || x0 + 1 >= w || y0 + 1 >= h) {
      data[o] = data[o + 1] = data[o + 2] = 255;
      return;
    }
    const k = (y0 * w + x0) * 3;
    const below = k + w * 3;
    for (let c = 0; c < 3; c++) {
      const top = source[k + c]! + (source[k + 3 + c]! - source[k + c]!) * tx;
      const bottom = source[below + c]! + (source[below + 3 + c]! - source[below + c]!) * tx;
      data[o + c] = top + (bottom - top) * ty;
    }
  });
  return { width: m.width, height: m.height, data };
}
