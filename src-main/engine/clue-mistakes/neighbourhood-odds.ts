/**
 * The odds of ink for each of the 256 neighbourhoods of a cell (see picture-likelihood.ts), as
 * natural log odds, indexed by the neighbourhood's 8-bit code: bit k set when the k-th of the
 * eight neighbours, row by row, is ink (outside the grid counts as background).
 *
 * Learned by `learnNeighbourhoodOdds` from 39 drawn pictures (27 535 cells, each also turned and
 * mirrored): the 26 drawn for the app's starter collection (resources/starter/pictures.txt) and the
 * 13 drawn pictures with one solution of the pynogram set (Apache-2.0, kept in test/fixtures/pynogram;
 * its random puzzle and its QR code are left out, and frans_faase, which takes seconds to solve).
 * test/engine/clue-mistakes/picture-likelihood.test.ts learns them again and checks this table. The
 * starter pictures alone are drawn with clean lines and almost never leave a gap or a lone dot;
 * the pynogram pictures bring the rougher style of pictures made for books and websites.
 *
 * Pictures of the mistake benchmark's sets (jwilk, the webpbn survey) are not used, so the
 * benchmark measures the model on pictures it has never seen. Examples: a cell whose neighbours
 * are all background is ink at odds of e^-6.39; one surrounded by ink at e^4.5; one with ink on
 * its left and right only (a gap in a one-cell-thick line) at e^2.83; one with ink above only
 * (just past the end of a line) at e^-0.49.
 */
export const NEIGHBOURHOOD_LOG_ODDS: readonly number[] = [
  -6.39, -4.08, -0.49, -2.44, -4.08, -3.08, -2.44, -3.16, -0.49, -2.44, 0.1, -0.96, 0.82, -0.38, 1.24, -0.02,
  -0.49, 0.82, 0.1, 1.24, -2.44, -0.38, -0.96, -0.02, 2.83, 2.6, 2.2, 1.92, 2.6, 0.72, 1.92, 3.07, -4.08,
  -3.08, 0.82, -0.38, -3.71, -1.02, -1.1, -1.85, -2.44, -3.16, 1.24, -0.02, -1.1, -1.85, 1.53, 0.4, 0.82,
  1.42, 0.45, 0.52, -1.1, 0.11, -1.26, 0.15, 2.6, 1.61, 1.1, 1.05, 0.87, -0.89, 1.41, 2.33, -0.49, 0.82, 2.83,
  2.6, 0.82, 1.42, 2.6, 1.61, 0.1, 1.24, 2.2, 1.92, 0.45, 0.52, 1.1, 1.05, 0.1, 0.45, 2.2, 1.1, 1.24, 0.52,
  1.92, 1.05, 2.2, 1.1, 4.17, 0.51, 1.1, 0.16, 0.51, 2.42, -2.44, -0.38, 2.6, 0.72, -1.1, 0.11, 0.87, -0.89,
  -0.96, -0.02, 1.92, 3.07, -1.26, 0.15, 1.41, 2.33, 1.24, 0.52, 1.1, 0.16, 1.53, 2.24, 1.41, 0.03, 1.92,
  1.05, 0.51, 2.42, 1.41, 0.03, 0.78, 3.09, -4.08, -3.71, 0.82, -1.1, -3.08, -1.02, -0.38, -1.85, 0.82, -1.1,
  0.45, -1.26, 1.42, 0.11, 0.52, 0.15, -2.44, -1.1, 1.24, 1.53, -3.16, -1.85, -0.02, 0.4, 2.6, 0.87, 1.1,
  1.41, 1.61, -0.89, 1.05, 2.33, -3.08, -1.02, 1.42, 0.11, -1.02, 0, 0.11, 0.14, -0.38, -1.85, 0.52, 0.15,
  0.11, 0.14, 2.24, 2.38, -0.38, 0.11, 0.52, 2.24, -1.85, 0.14, 0.15, 2.38, 0.72, -0.89, 0.16, 0.03, -0.89,
  -2.04, 0.03, 1.26, -2.44, -1.1, 2.6, 0.87, -0.38, 0.11, 0.72, -0.89, 1.24, 1.53, 1.1, 1.41, 0.52, 2.24,
  0.16, 0.03, -0.96, -1.26, 1.92, 1.41, -0.02, 0.15, 3.07, 2.33, 1.92, 1.41, 0.51, 0.78, 1.05, 0.03, 2.42,
  3.09, -3.16, -1.85, 1.61, -0.89, -1.85, 0.14, -0.89, -2.04, -0.02, 0.4, 1.05, 2.33, 0.15, 2.38, 0.03, 1.26,
  -0.02, 0.15, 1.05, 0.03, 0.4, 2.38, 2.33, 1.26, 3.07, 2.33, 2.42, 3.09, 2.33, 1.26, 3.09, 4.5,
];
