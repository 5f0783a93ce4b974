import { describe, expect, it } from 'vitest';
import { findMistakes } from '../../../../src-main/engine/clue-mistakes/find-mistakes.ts';
import { formatClue } from '../../../../src-main/engine/clue-text.ts';
import { readNin } from '../../../../src-main/engine/formats/nin.ts';
import { chooseFixes } from '../../../../src-renderer/views/entry/fix-choice.ts';
import { fixtureText } from '../../../fixture-path.ts';

const PUZZLE = readNin(fixtureText('entry/two-fixes.nin'));

describe('chooseFixes', () => {
  it('leaves the choice to the page when two fixes each balance the totals and give one solution', () => {
    // Row 7 typed "12 2" where the book prints "11 2".
    const rows = PUZZLE.rows.map((clue, index) =>
      index === 6 ? [{ length: 12, color: 1 }, clue[1]!] : clue,
    );
    const typed = { ...PUZZLE, rows };
    const { suggestions } = findMistakes(typed, { timeLimitMs: 20_000 });
    const choice = chooseFixes(typed, suggestions);
    expect(choice.ambiguous).toBe(true);
    const changes = choice.contenders.map(
      (fix) => `${fix.axis} ${fix.index + 1}: ${formatClue(fix.after, PUZZLE.palette)}`,
    );
    expect(changes).toContain('row 7: 11 2');
    expect(changes).toContain('column 12: 4 4 2');
    for (const fix of choice.contenders) expect(fix.verdictAfter).toBe('unique');
  });

  it('keeps a single fix that balances the totals as the answer', () => {
    const [first, second] = [PUZZLE.rows[6]!, PUZZLE.rows[7]!];
    const suggestion = {
      kind: 'off-by-one',
      axis: 'row',
      index: 6,
      before: [{ length: 12, color: 1 }, first[1]!],
      after: first,
      changes: [{ axis: 'row', index: 6, before: [{ length: 12, color: 1 }, first[1]!], after: first }],
      verdictAfter: 'unique',
      description: '',
      score: 1,
      solution: null,
    } as const;
    // A second fix that leaves the totals apart is not a rival.
    const unbalanced = {
      ...suggestion,
      index: 7,
      before: second,
      after: second,
      changes: [{ axis: 'row', index: 7, before: second, after: second }],
    } as const;
    const rows = PUZZLE.rows.map((clue, index) => (index === 6 ? suggestion.before : clue));
    const choice = chooseFixes({ ...PUZZLE, rows }, [suggestion, unbalanced]);
    expect(choice.ambiguous).toBe(false);
    expect(choice.contenders).toEqual([suggestion]);
    expect(choice.others).toEqual([unbalanced]);
  });

  it('keeps a fix far likelier than its rivals as the answer, though they also balance the totals', () => {
    // Row 7 typed "12 2": the row's fix four times as likely as the column's is no longer a tie.
    const rows = PUZZLE.rows.map((clue, index) =>
      index === 6 ? [{ length: 12, color: 1 }, clue[1]!] : clue,
    );
    const typed = { ...PUZZLE, rows };
    const { suggestions } = findMistakes(typed, { timeLimitMs: 20_000 });
    const rowFix = suggestions.find((fix) => fix.axis === 'row' && fix.index === 6)!;
    const likelier = suggestions.map((fix) => (fix === rowFix ? { ...fix, score: fix.score + 2 } : fix));
    const choice = chooseFixes(typed, likelier);
    expect(choice.ambiguous).toBe(false);
    expect(choice.contenders.map((fix) => `${fix.axis} ${fix.index + 1}`)).toEqual(['row 7']);
  });
});
