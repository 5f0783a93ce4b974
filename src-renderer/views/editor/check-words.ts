/** What the editor's check panel says about a verdict and a suggested change, in a person's words. */
import type { FixSuggestion } from '../../../src-main/engine/editor/suggest.ts';
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
