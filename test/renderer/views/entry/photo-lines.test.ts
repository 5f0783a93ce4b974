import { describe, expect, it } from 'vitest';
import type { PhotoLine, PhotoReading } from '../../../../src-main/contract/photo-dto.ts';
import { BACKGROUND, BLACK_AND_WHITE } from '../../../../src-main/engine/puzzle.ts';
import {
  draftFromReading,
  finderReadings,
  markOf,
  markSentence,
  photoMarks,
} from '../../../../src-renderer/views/entry/photo-lines.ts';

const BOX = { x: 0, y: 0, width: 10, height: 10 };

/** A line read as `values`, each with its confidence (and second choices). */
function line(values: readonly [number, number, number[]?][]): PhotoLine {
  return {
    numbers: values.map(([value, confidence, alternatives]) => ({
      value,
      color: 1,
      confidence,
      box: BOX,
      alternatives: alternatives ?? [],
    })),
    confidence: Math.min(1, ...values.map(([, confidence]) => confidence)),
    crop: BOX,
    side: 'left',
  };
}

function reading(rows: PhotoLine[], columns: PhotoLine[]): PhotoReading {
  return {
    imageId: 7,
    width: columns.length,
    height: rows.length,
    rows,
    columns,
    palette: BLACK_AND_WHITE,
    corners: [
      { x: 0.1, y: 0.1 },
      { x: 0.9, y: 0.1 },
      { x: 0.9, y: 0.9 },
      { x: 0.1, y: 0.9 },
    ],
    straightened: { width: 100, height: 100, scale: 10, grid: BOX },
    source: {
      fileName: 'page.jpg',
      kind: 'jpeg',
      bytes: 1000,
      width: 100,
      height: 100,
      page: null,
      pages: null,
    },
    ms: 10,
  };
}

// A 3 x 2 puzzle: rows "1 1" and "3", columns "2", "1", "2"; the 3 of row 2 read with doubt (or 8).
const READ = reading(
  [
    line([
      [1, 0.99],
      [1, 0.98],
    ]),
    line([[3, 0.6, [8]]]),
  ],
  [line([[2, 0.97]]), line([[1, 1]]), line([[2, 0.95]])],
);

describe('a reading made a draft', () => {
  it('fills every line as read, keeps the page image and the collection chosen before', () => {
    const draft = draftFromReading(READ, { collectionId: 4 });
    expect(draft).toMatchObject({
      width: 3,
      height: 2,
      rows: ['1 1', '3'],
      columns: ['2', '1', '2'],
      pageImageId: 7,
      collectionId: 4,
      order: 'rows-first',
    });
  });

  it('writes colour clues with their colour keys', () => {
    const palette = [
      BACKGROUND,
      { name: 'red', char: 'r', rgb: '#e02020' },
      { name: 'blue', char: 'b', rgb: '#1c5fd4' },
    ];
    const coloured = { ...READ, palette };
    const row = line([[2, 1]]);
    const blue = { ...row, numbers: [{ ...row.numbers[0]!, color: 2 }] };
    const draft = draftFromReading({ ...coloured, rows: [blue, READ.rows[1]!] }, null);
    expect(draft.rows).toEqual(['2b', '3r']);
  });
});

describe('the marks of a line read from a photo', () => {
  it('mark a doubtful number where it is in the text, in any way the clue is written', () => {
    expect(markOf(READ.rows[1], '3', BLACK_AND_WHITE)).toEqual({
      confidence: 0.6,
      doubtful: [{ index: 0, start: 0, end: 1, value: 3, confidence: 0.6, alternatives: [8] }],
    });
    const spaced = line([
      [12, 0.5],
      [4, 0.99],
      [7, 0.7],
    ]);
    expect(markOf(spaced, ' 12, 4. 7', BLACK_AND_WHITE)?.doubtful.map((d) => [d.start, d.end])).toEqual([
      [1, 3],
      [8, 9],
    ]);
  });

  it('are gone once the person changes the clue, and mark nothing on a line read surely', () => {
    expect(markOf(READ.rows[1], '8', BLACK_AND_WHITE)).toBeNull();
    expect(markOf(READ.rows[0], '1 1', BLACK_AND_WHITE)).toEqual({ confidence: 0.98, doubtful: [] });
    expect(markOf(undefined, '1 1', BLACK_AND_WHITE)).toBeNull();
  });

  it('belong only to a draft of the same image and size', () => {
    const draft = draftFromReading(READ, null);
    expect(photoMarks(READ, draft)?.row.map((mark) => mark?.doubtful.length)).toEqual([0, 1]);
    expect(photoMarks(READ, { ...draft, pageImageId: 8 })).toBeNull();
    expect(photoMarks(READ, { ...draft, width: 4, columns: [...draft.columns, ''] })).toBeNull();
  });

  it('say how sure the reader was and what a doubtful number might be', () => {
    expect(markSentence(markOf(READ.rows[1], '3', BLACK_AND_WHITE)!)).toBe(
      'Read from the photo, 60 % sure; check 3 (or 8) against the page.',
    );
    expect(markSentence(markOf(READ.rows[0], '1 1', BLACK_AND_WHITE)!)).toBe(
      'Read from the photo, 98 % sure.',
    );
  });
});

describe('what the mistake finder takes', () => {
  it('is the reader’s confidence for lines as read, and full confidence for lines the person changed', () => {
    const draft = { ...draftFromReading(READ, null), columns: ['2', '1', '1 1'] };
    const marks = photoMarks(READ, draft)!;
    const clues = {
      rows: [
        [
          { length: 1, color: 1 },
          { length: 1, color: 1 },
        ],
        [{ length: 3, color: 1 }],
      ],
      columns: [
        [{ length: 2, color: 1 }],
        [{ length: 1, color: 1 }],
        [
          { length: 1, color: 1 },
          { length: 1, color: 1 },
        ],
      ],
    };
    expect(finderReadings(READ, marks, clues)).toEqual({
      rows: [
        [
          { confidence: 0.99, alternatives: [] },
          { confidence: 0.98, alternatives: [] },
        ],
        [{ confidence: 0.6, alternatives: [8] }],
      ],
      columns: [
        [{ confidence: 0.97, alternatives: [] }],
        [{ confidence: 1, alternatives: [] }],
        [{ confidence: 1 }, { confidence: 1 }],
      ],
    });
  });
});
