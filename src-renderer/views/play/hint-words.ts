/**
 * The words around a hint that are the play screen's own rather than the engine's: what the hint
 * button says, and a short title for a hint that finds nothing more to settle, so the player
 * reads at a glance whether a deeper guess is needed or the puzzle has several solutions.
 */
import type { StuckReason } from '../../../src-main/contract/play-dto.ts';
import type { HintView } from './hint-view.ts';

/** What the hint button says: a first hint, the shown step's cells, or the next hint. */
export function hintAskLabel(shown: HintView | null): string {
  if (!shown) return 'Hint';
  if (shown.hint.kind !== 'step' || shown.showCells) return 'Another hint';
  return shown.hint.cells.length === 1 ? 'Show the cell' : 'Show the cells';
}

/** The title over a hint that settles nothing; the engine's sentence below it says why. */
export function stuckTitle(why: StuckReason): string {
  switch (why) {
    case 'several-solutions':
      return 'More than one solution';
    case 'deeper-guess':
      return 'A deeper guess is needed';
    case 'line-logic':
      return 'Line logic is stuck';
  }
}

/** Under a several-solutions hint: where the board marks the cells it names (and those it does not). */
export function differingNote(count: number): string {
  if (count === 0) return '';
  return count === 1
    ? 'The cell where two solutions differ is marked on the board with a red frame.'
    : `The ${count} cells where two solutions differ are marked on the board with red frames.`;
}
