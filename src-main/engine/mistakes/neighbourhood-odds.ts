/**
 * The odds of ink for each of the 256 neighbourhoods of a cell (see picture-likelihood.ts), as
 * natural log odds, indexed by the neighbourhood's 8-bit code: bit k set when the k-th of the
 * eight neighbours, row by row, is ink (outside the grid counts as background).
 *
 * Learned by `learnNeighbourhoodOdds` from the pictures drawn for the app's starter collection
 * (resources/starter/pictures.txt, 26 pictures, 11 508 cells, each also turned and mirrored);
 * test/engine/mistakes/picture-likelihood.test.ts learns them again and checks this table.
 * Pictures of the benchmark sets are not used, so the mistake benchmark measures the model on
 * pictures it has never seen. Examples: a cell whose neighbours are all background is ink at
 * odds of e^-7.92; one surrounded by ink at e^4.48; one with ink on its left and right only (a gap
 * in a one-cell-thick line) at e^5.52; one with ink above only (just past the end of a line) at
 * e^-0.26.
 */
export const NEIGHBOURHOOD_LOG_ODDS: readonly number[] = [
  -7.92, -4.7, -0.26, -2.54, -4.7, -3.08, -2.54, -2.92, -0.26, -2.54, 1.35, -0.88, 0.69, -0.92, 0.47, 0.11,
  -0.26, 0.69, 1.35, 0.47, -2.54, -0.92, -0.88, 0.11, 5.52, 3.85, 1.95, 1.97, 3.85, 0.96, 1.97, 3.06, -4.7,
  -3.08, 0.69, -0.92, -3.61, 0, -0.69, -1.39, -2.54, -2.92, 0.47, 0.11, -0.69, -1.39, 1.81, 0.44, 0.69, 0.34,
  0, 0, -0.69, 0, 0.79, 1.3, 3.85, 2.56, 0, 1.3, 1.95, -0.56, 1.54, 2.39, -0.26, 0.69, 5.52, 3.85, 0.69, 0.34,
  3.85, 2.56, 1.35, 0.47, 1.95, 1.97, 0, 0, 0, 1.3, 1.35, 0, 1.95, 0, 0.47, 0, 1.97, 1.3, 1.95, 0, 4.04, 0.2,
  0, 0.59, 0.2, 3.2, -2.54, -0.92, 3.85, 0.96, -0.69, 0, 1.95, -0.56, -0.88, 0.11, 1.97, 3.06, 0.79, 1.3,
  1.54, 2.39, 0.47, 0, 0, 0.59, 1.81, 0, 1.54, 0.86, 1.97, 1.3, 0.2, 3.2, 1.54, 0.86, 1.07, 3.9, -4.7, -3.61,
  0.69, -0.69, -3.08, 0, -0.92, -1.39, 0.69, -0.69, 0, 0.79, 0.34, 0, 0, 1.3, -2.54, -0.69, 0.47, 1.81, -2.92,
  -1.39, 0.11, 0.44, 3.85, 1.95, 0, 1.54, 2.56, -0.56, 1.3, 2.39, -3.08, 0, 0.34, 0, 0, 0, 0, 1.1, -0.92,
  -1.39, 0, 1.3, 0, 1.1, 0, 1.41, -0.92, 0, 0, 0, -1.39, 1.1, 1.3, 1.41, 0.96, -0.56, 0.59, 0.86, -0.56, -0.6,
  0.86, 2.71, -2.54, -0.69, 3.85, 1.95, -0.92, 0, 0.96, -0.56, 0.47, 1.81, 0, 1.54, 0, 0, 0.59, 0.86, -0.88,
  0.79, 1.97, 1.54, 0.11, 1.3, 3.06, 2.39, 1.97, 1.54, 0.2, 1.07, 1.3, 0.86, 3.2, 3.9, -2.92, -1.39, 2.56,
  -0.56, -1.39, 1.1, -0.56, -0.6, 0.11, 0.44, 1.3, 2.39, 1.3, 1.41, 0.86, 2.71, 0.11, 1.3, 1.3, 0.86, 0.44,
  1.41, 2.39, 2.71, 3.06, 2.39, 3.2, 3.9, 2.39, 2.71, 3.9, 4.48,
];
