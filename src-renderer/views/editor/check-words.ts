/** What the editor's check panel says about a verdict and a suggested change, in a person's words. */
import type { FixCandidate, FixSuggestion } from '../../../src-main/engine/editor/suggest.ts';
import type { UniqueFix } from '../../../src-main/engine/editor/unique-fix.ts';
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { plural } from '../../lib/format.ts';

/** "row 3, column 7", counted from 1 as printed on a puzzle. */
export function cellName(cell: number, width: number): string {
  return `row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}`;
}

/** "Fill this cell", "Empty this cell", "Paint this cell red". */
export function changePhrase(value: number, palette: readonly PaletteColor[]): string {
  if (value === 0) return 'Empty this cell';
  if (palette.length <= 2) return 'Fill this cell';
  return `Paint this cell ${palette[value]?.name ?? `colour ${value}`}`;
}

export function suggestionSentence(
  suggestion: FixSuggestion,
  width: number,
  palette: readonly PaletteColor[],
): { title: string; detail: string } {
  const where = cellName(suggestion.cell, width);
  const target = `${changePhrase(suggestion.value, palette)} (${where})`;
  if (suggestion.outcome === 'unique') {
    return {
      title: `${target} to make the picture unique.`,
      detail: 'Checked with the solver: after this change the clues have exactly one solution.',
    };
  }
  const left = suggestion.differingAfter.length;
  return {
    title: `${target} to remove this ambiguity.`,
    detail: `No single change makes the picture unique. This one settles the marked cells; another spot still has two solutions (${plural(left, 'cell')}), so apply it and look again.`,
  };
}

/** The cells whose domain still holds more than one value: what logic left open. */
export function openCells(domains: readonly number[]): number[] {
  const open: number[] = [];
  domains.forEach((domain, index) => {
    if ((domain & (domain - 1)) !== 0) open.push(index);
  });
  return open;
}

/** More changes than this change the look of a picture: the editor asks before applying them. */
export const FEW_CHANGES = 3;

/** The cells a list of changes names at most; a longer list ends "and N more". */
const NAMED_CHANGES = 5;

/** "Fill row 3, column 7; empty row 5, column 2; and 2 more": what a proposed fix does, cell by cell. */
export function changesList(
  changes: readonly FixCandidate[],
  width: number,
  palette: readonly PaletteColor[],
): string {
  // Read in the order of the board, row by row, as a person would look for them.
  const inOrder = [...changes].sort((a, b) => a.cell - b.cell);
  const named = inOrder.slice(0, NAMED_CHANGES).map((change) => {
    const verb = changePhrase(change.value, palette).replace(' this cell', '').toLowerCase();
    return `${verb} ${cellName(change.cell, width)}`;
  });
  const more = changes.length - named.length;
  const text = [...named, ...(more > 0 ? [`and ${more} more`] : [])].join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

/** What the panel says of a proposed "Fix until unique". */
export function fixSentence(fix: UniqueFix): { title: string; detail: string } {
  const count = fix.changes.length;
  if (fix.outcome === 'unique') {
    if (fix.stopped) {
      return {
        title:
          count === 1
            ? 'Change 1 cell to make the picture unique.'
            : `Change ${count} cells to make the picture unique.`,
        detail:
          'Shown ringed on the board and checked with the solver. The search stopped before it could try whether fewer would do.',
      };
    }
    return {
      title:
        count === 1
          ? 'Change 1 cell to make the picture unique.'
          : `Change ${count} cells to make the picture unique.`,
      detail:
        'The fewest the search found, shown ringed on the board. Checked with the solver: after them the clues have exactly one solution.',
    };
  }
  if (fix.outcome === 'partial') {
    return {
      title:
        count === 1
          ? '1 change narrows the solutions down, but leaves more than one.'
          : `${count} changes narrow the solutions down, but leave more than one.`,
      detail: `${fix.stopped ? 'The search stopped before it found more' : 'No further change was found'}: two solutions still differ in ${plural(fix.differingAfter.length, 'cell')}. Apply them, then add detail near the cells still marked.`,
    };
  }
  return {
    title: 'No change of a few cells makes the picture unique.',
    detail: 'Try changing the marked area, or add detail near it.',
  };
}
