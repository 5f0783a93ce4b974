import { describe, expect, it } from 'vitest';
import { readTaai, writeTaai } from '../../../src-main/engine/formats/taai.ts';
import { benchText, clueText, fixtureText } from './helpers.ts';

describe('readTaai', () => {
  it('keeps a blank last line as an empty clue when that makes a consistent square', () => {
    const [entry] = readTaai(fixtureText('good/empty-line.taai.txt'));
    expect(entry!.number).toBe(5);
    expect(clueText(entry!.puzzle)).toEqual({ rows: ['2:1', ''], columns: ['1:1', '1:1'] });
  });

  it('sizes a non-square puzzle by the one split whose totals agree', () => {
    const [entry] = readTaai(benchText('formats/dancer.taai-style.txt'));
    expect([entry!.puzzle.width, entry!.puzzle.height]).toEqual([5, 10]);
  });

  it('falls back to a square when no split agrees, so a typo shows as a warning', () => {
    const [entry] = readTaai('$1\n1\n1\n1\n2\n');
    expect([entry!.puzzle.width, entry!.puzzle.height]).toEqual([2, 2]);
  });

  it('writes tab-separated lines that read back', () => {
    const puzzles = readTaai(benchText('tournament/tournament.txt')).slice(0, 3);
    const text = writeTaai(puzzles);
    expect(text.startsWith('$1\n')).toBe(true);
    expect(readTaai(text)).toEqual(puzzles);
  });
});
