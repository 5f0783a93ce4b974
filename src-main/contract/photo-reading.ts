/**
 * A page reading as the engine's puzzle, and as the confidence the mistake finder takes: what the
 * typing screen, the command line and the benchmark all do with a reading.
 */
import type { ClueReadings } from '../engine/clue-mistakes/types.ts';
import type { LineClue, Puzzle } from '../engine/puzzle.ts';
import type { PhotoLine, PhotoReading } from './photo-dto.ts';

type Reading = Pick<PhotoReading, 'width' | 'height' | 'rows' | 'columns' | 'palette'>;

export function readingPuzzle(reading: Reading): Puzzle {
  const clue = (line: PhotoLine): LineClue => line.numbers.map((n) => ({ length: n.value, color: n.color }));
  return {
    width: reading.width,
    height: reading.height,
    rows: reading.rows.map(clue),
    columns: reading.columns.map(clue),
    palette: reading.palette,
    meta: {},
  };
}

export function readingConfidence(reading: Reading): ClueReadings {
  const numbers = (line: PhotoLine) =>
    line.numbers.map((n) => ({ confidence: n.confidence, alternatives: n.alternatives }));
  return { rows: reading.rows.map(numbers), columns: reading.columns.map(numbers) };
}

/** The least confidence of each line: rows top to bottom, then columns left to right. */
export function lineConfidences(reading: Reading): number[] {
  return [...reading.rows, ...reading.columns].map((line) => line.confidence);
}
