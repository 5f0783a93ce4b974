import { describe, expect, it } from 'vitest';
import { readPuzzleFile, writePuzzleFile, type FormatId } from '../../../src-main/engine/formats/index.ts';
import { puzzleFileParts } from '../../../src-main/engine/formats/write-parts.ts';
import type { Grid, Puzzle } from '../../../src-main/engine/puzzle.ts';
import { fixtureText } from './helpers.ts';

/** Black-and-white puzzles with their goals, and one colour puzzle, from the fixtures. */
function fixturePuzzles(): { plain: Puzzle[]; goals: (Grid | undefined)[]; colour: Puzzle } {
  const dancer = readPuzzleFile('dancer.nin', fixtureText('dancer.nin')).puzzles[0]!;
  const goalOnly = readPuzzleFile('goal-only.xml', fixtureText('good/goal-only.xml')).puzzles[0]!;
  const colour = readPuzzleFile('flag-colors.non', fixtureText('good/flag-colors.non')).puzzles[0]!;
  return {
    plain: [dancer.puzzle, goalOnly.puzzle, dancer.puzzle],
    goals: [undefined, goalOnly.goal, undefined],
    colour: colour.puzzle,
  };
}

function joined(id: FormatId, puzzles: readonly Puzzle[], goals: readonly (Grid | undefined)[]): string {
  const parts = puzzleFileParts(id, puzzles.length);
  if (!parts) throw new Error(`${id} has no parts`);
  return parts.head + puzzles.map((p, i) => parts.item(p, goals[i])).join(parts.separator) + parts.tail;
}

describe('puzzleFileParts', () => {
  it.each(['json', 'webpbn', 'non'] as const)(
    'joined a puzzle at a time, gives exactly the %s file written whole',
    (id) => {
      const { plain, goals } = fixturePuzzles();
      expect(joined(id, plain, goals)).toBe(writePuzzleFile(id, plain, goals));
    },
  );

  it('joined a puzzle at a time, gives exactly the Pattern game ids written whole', () => {
    const { plain } = fixturePuzzles();
    const dancers = [plain[0]!, plain[2]!];
    expect(joined('tatham', dancers, [])).toBe(writePuzzleFile('tatham', dancers));
  });

  it.each(['json', 'webpbn', 'non'] as const)(
    'writes a colour puzzle among others as %s does whole',
    (id) => {
      const { plain, colour } = fixturePuzzles();
      const puzzles = [colour, ...plain];
      expect(joined(id, puzzles, [])).toBe(writePuzzleFile(id, puzzles, []));
    },
  );

  it('leaves one-puzzle files, single puzzles and TAAI text to be written whole', () => {
    expect(puzzleFileParts('nin', 1)).toBeUndefined();
    expect(puzzleFileParts('json', 1)).toBeUndefined();
    expect(puzzleFileParts('taai', 5)).toBeUndefined();
  });
});
