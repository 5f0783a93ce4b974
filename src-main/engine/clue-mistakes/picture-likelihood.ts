/**
 * How much a picture looks drawn: the cost, in nats, of each cell's ink given its eight
 * neighbours, summed over the picture (a pseudo-likelihood). The odds of ink for each of the 256
 * neighbourhoods come from pictures drawn by hand (neighbourhood-odds.ts): a cell that continues
 * an edge, fills a corner the way drawings do or sits inside a solid area is cheap; a dot, a
 * one-cell bump or notch, or a ragged staircase is dear.
 *
 * Two fixes that both make a typed puzzle uniquely solvable often give pictures that differ in a
 * cell or two (a number one too high in a row, or the crossing column one too low). Only those
 * cells and their neighbours change the cost, so the difference of two costs says which of the
 * two pictures a designer more probably drew. Colours are not told apart: a cell is ink or not.
 *
 * Pictures differ in style: one drawn with dots and thin lines makes a dot likelier than the
 * hand-drawn examples do. So the shipped odds are a prior, worth PRIOR_WEIGHT observations of
 * each neighbourhood, which the counts in the pictures at hand (the fixes' pictures, nearly alike)
 * then adjust (`pictureOdds`).
 */
import { NEIGHBOURHOOD_LOG_ODDS } from './neighbourhood-odds.ts';

/** The 8-bit code of a cell's neighbourhood: bit k set when neighbour k (row by row) is ink. */
export function neighbourhoodCode(
  cells: ArrayLike<number>,
  width: number,
  height: number,
  at: number,
): number {
  const x = at % width;
  const y = (at - x) / width;
  let code = 0;
  let bit = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && nx < width && ny >= 0 && ny < height && cells[ny * width + nx] !== 0) code |= 1 << bit;
      bit++;
    }
  }
  return code;
}

/** How many observations of each neighbourhood the shipped odds count for in `pictureOdds`. */
const PRIOR_WEIGHT = 10;

/**
 * -log P(each cell as it is | its neighbours), summed: lower looks more drawn. `odds` are log odds
 * of ink per neighbourhood code, the shipped ones unless given.
 */
export function pictureCost(
  cells: ArrayLike<number>,
  width: number,
  height: number,
  odds: ArrayLike<number> = NEIGHBOURHOOD_LOG_ODDS,
): number {
  let cost = 0;
  for (let at = 0; at < width * height; at++) {
    const z = odds[neighbourhoodCode(cells, width, height, at)]!;
    // -log sigmoid(z) for ink, -log sigmoid(-z) for background.
    cost += softplus(cells[at] !== 0 ? -z : z);
  }
  return cost;
}

/**
 * The shipped odds adjusted to the style of some pictures of one size: their neighbourhood counts,
 * averaged over the pictures, added to PRIOR_WEIGHT observations spread by the shipped odds.
 */
export function pictureOdds(
  pictures: readonly ArrayLike<number>[],
  width: number,
  height: number,
): Float64Array {
  const ink = new Float64Array(256);
  const blank = new Float64Array(256);
  for (const cells of pictures) countNeighbourhoods({ cells, width, height }, ink, blank);
  const share = 1 / Math.max(1, pictures.length);
  return Float64Array.from(NEIGHBOURHOOD_LOG_ODDS, (z, code) => {
    const inkShare = 1 / (1 + Math.exp(-z));
    const inkCount = PRIOR_WEIGHT * inkShare + share * ink[code]!;
    const blankCount = PRIOR_WEIGHT * (1 - inkShare) + share * blank[code]!;
    return Math.log(inkCount / blankCount);
  });
}

/** Adds the picture's cells to the counts of ink and background per neighbourhood code. */
function countNeighbourhoods(picture: Picture, ink: Float64Array, blank: Float64Array): void {
  const { cells, width, height } = picture;
  for (let at = 0; at < width * height; at++) {
    const code = neighbourhoodCode(cells, width, height, at);
    if (cells[at] !== 0) ink[code]!++;
    else blank[code]!++;
  }
}

function softplus(t: number): number {
  return t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t));
}

export interface Picture {
  readonly cells: ArrayLike<number>;
  readonly width: number;
  readonly height: number;
}

/**
 * Learns the log odds of ink for each neighbourhood from example pictures, each also turned and
 * mirrored (a drawing's edges run every way), with one pseudo-count of ink and of background per
 * neighbourhood so that one never seen stays near even odds. Rounded to two decimals, as shipped.
 */
export function learnNeighbourhoodOdds(pictures: readonly Picture[]): number[] {
  const ink = new Float64Array(256).fill(1);
  const blank = new Float64Array(256).fill(1);
  for (const picture of pictures) {
    for (const view of symmetricViews(picture)) countNeighbourhoods(view, ink, blank);
  }
  // `+ 0` turns a rounded -0 into 0.
  return Array.from(ink, (n, code) => Math.round(100 * Math.log(n / blank[code]!)) / 100 + 0);
}

/** The picture turned by 0, 90, 180 and 270 degrees, and each of those mirrored. */
function symmetricViews(picture: Picture): Picture[] {
  const views: Picture[] = [];
  let view: Picture = picture;
  for (let turn = 0; turn < 4; turn++) {
    views.push(view, mirrored(view));
    view = turned(view);
  }
  return views;
}

function mirrored({ cells, width, height }: Picture): Picture {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[y * width + x] = cells[y * width + (width - 1 - x)]!;
  }
  return { cells: out, width, height };
}

/** A quarter turn clockwise: the new picture is `height` wide. */
function turned({ cells, width, height }: Picture): Picture {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = cells[y * width + x]!;
  }
  return { cells: out, width: height, height: width };
}
