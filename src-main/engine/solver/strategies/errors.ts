/** Errors a strategy raises before it starts, for puzzles it was never meant to handle. */

/** The puzzle is outside what the chosen strategy handles; the CLI reports it as status "error". */
export class StrategyNotApplicableError extends Error {
  override readonly name = 'StrategyNotApplicableError';
}

export const RULES_NEED_BLACK_AND_WHITE =
  "The rules strategy handles black-and-white puzzles only, as in Yu, Lee and Chen's paper.";
