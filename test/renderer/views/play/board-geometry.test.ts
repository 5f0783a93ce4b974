import { describe, expect, it } from 'vitest';
import {
  cellAt,
  clueFont,
  clueNumberAt,
  COMFORTABLE_CELL,
  fitCell,
  fitReadableCell,
  layout,
  MARGIN,
  openingCell,
  overCells,
  place,
  READABLE_CLUE_FONT,
  readableCell,
  scrollAfterZoom,
  scrollToShow,
  visibleCells,
  zoomStep,
  type ClueLines,
} from '../../../../src-renderer/views/play/board-geometry.ts';

/** A w x h board whose longest row clue has `rowSlots` numbers and longest column clue `columnSlots`. */
function clues(width: number, height: number, rowSlots = 1, columnSlots = 1): ClueLines {
  const line = (n: number) => Array.from({ length: n }, () => ({ length: 1, color: 1 }));
  return {
    rows: Array.from({ length: height }, (_, y) => line(y === 0 ? rowSlots : 1)),
    columns: Array.from({ length: width }, (_, x) => line(x === 0 ? columnSlots : 1)),
  };
}

describe('the play board geometry', () => {
  it('centres a board smaller than the view, clue bands included', () => {
    const g = layout(clues(10, 10, 3, 2), 20, 800, 600);
    expect(g).toMatchObject({
      rowClueWidth: 60,
      columnClueHeight: 40,
      contentWidth: 800,
      contentHeight: 600,
    });
    expect(g.originX).toBe(Math.floor((800 - 260) / 2));
    expect(g.originY).toBe(Math.floor((600 - 240) / 2));
    expect(place(g, { left: 0, top: 0 })).toEqual({
      gridLeft: g.originX + 60,
      gridTop: g.originY + 40,
      rowBandRight: g.originX + 60,
      columnBandBottom: g.originY + 40,
    });
  });

  it('pins the clue bands to the edges once the cells scroll under them', () => {
    const g = layout(clues(100, 100, 5, 4), 20, 600, 400);
    expect(g.contentWidth).toBe(100 + 2000 + 2 * MARGIN);
    const scrolled = place(g, { left: 500, top: 700 });
    expect(scrolled.rowBandRight).toBe(100);
    expect(scrolled.columnBandBottom).toBe(80);
    expect(scrolled.gridLeft).toBe(MARGIN + 100 - 500);
    // The cells under the pinned bands are not visible, and cannot be painted through them.
    const range = visibleCells(g, scrolled);
    expect(range.x0).toBe(Math.floor((100 - scrolled.gridLeft) / 20));
    expect(overCells(g, scrolled, 50, 200)).toBe(false);
    expect(overCells(g, scrolled, 150, 200)).toBe(true);
    expect(cellAt(g, scrolled, 150, 200)).toEqual({
      x: Math.floor((150 - scrolled.gridLeft) / 20),
      y: Math.floor((200 - scrolled.gridTop) / 20),
    });
  });

  it('finds the clue number under the pointer, in place or pinned, and nothing in a blank slot', () => {
    // Row 0 has three numbers and fills the band; every other line has one, next to the grid.
    const lines = clues(10, 10, 3, 2);
    const g = layout(lines, 20, 800, 600);
    const p = place(g, { left: 0, top: 0 });
    const bandLeft = p.rowBandRight - 60;
    expect(clueNumberAt(g, p, lines, bandLeft + 5, p.gridTop + 5)).toEqual({
      axis: 'row',
      line: 0,
      index: 0,
    });
    expect(clueNumberAt(g, p, lines, bandLeft + 45, p.gridTop + 5)).toEqual({
      axis: 'row',
      line: 0,
      index: 2,
    });
    expect(clueNumberAt(g, p, lines, bandLeft + 45, p.gridTop + 65)).toEqual({
      axis: 'row',
      line: 3,
      index: 0,
    });
    expect(clueNumberAt(g, p, lines, bandLeft + 5, p.gridTop + 65)).toBeNull();
    expect(clueNumberAt(g, p, lines, p.gridLeft + 25, p.gridTop - 5)).toEqual({
      axis: 'column',
      line: 1,
      index: 0,
    });
    expect(clueNumberAt(g, p, lines, p.gridLeft + 5, p.gridTop - 35)).toEqual({
      axis: 'column',
      line: 0,
      index: 0,
    });
    expect(clueNumberAt(g, p, lines, p.gridLeft + 25, p.gridTop - 35)).toBeNull();
    // The cells, the corner and below the last row are not clues.
    expect(clueNumberAt(g, p, lines, p.gridLeft + 5, p.gridTop + 5)).toBeNull();
    expect(clueNumberAt(g, p, lines, bandLeft + 5, p.gridTop - 5)).toBeNull();
    expect(clueNumberAt(g, p, lines, bandLeft + 45, p.gridTop + 205)).toBeNull();
    // Scrolled, the bands stay at the view's edges and still answer for the lines beside them.
    const big = clues(100, 100, 5, 4);
    const gb = layout(big, 20, 600, 400);
    const scrolled = place(gb, { left: 500, top: 700 });
    const row = Math.floor((200 - scrolled.gridTop) / 20);
    expect(clueNumberAt(gb, scrolled, big, 90, 200)).toEqual({ axis: 'row', line: row, index: 0 });
    const column = Math.floor((150 - scrolled.gridLeft) / 20);
    expect(clueNumberAt(gb, scrolled, big, 150, 70)).toEqual({ axis: 'column', line: column, index: 0 });
  });

  it('lists only the cells in view', () => {
    const g = layout(clues(100, 100), 10, 300, 200);
    const range = visibleCells(g, place(g, { left: 0, top: 0 }));
    expect(range).toEqual({
      x0: 0,
      x1: Math.ceil((300 - MARGIN - 10) / 10),
      y0: 0,
      y1: Math.ceil((200 - MARGIN - 10) / 10),
    });
  });

  it('opens a small board as large as the view allows, up to a comfortable cell', () => {
    const small = clues(10, 10, 2, 2);
    expect(fitCell(small, 500, 500)).toBe(Math.floor((500 - 2 * MARGIN) / 12));
    expect(openingCell(small, 500, 500)).toBe(fitCell(small, 500, 500));
    expect(openingCell(small, 1600, 1200)).toBe(COMFORTABLE_CELL);
    // Fit fills a large view beyond the comfortable size, when asked.
    expect(fitReadableCell(small, 1600, 1200)).toBeGreaterThan(COMFORTABLE_CELL);
  });

  it('opens and fits a large board no smaller than its clues can be read, whatever the view', () => {
    const large = clues(100, 100, 10, 10);
    expect(fitCell(large, 700, 600)).toBeLessThan(10);
    const readable = readableCell(large);
    expect(openingCell(large, 700, 600)).toBe(readable);
    expect(fitReadableCell(large, 700, 600)).toBe(readable);
    expect(clueFont(large, readable)).toBeGreaterThanOrEqual(READABLE_CLUE_FONT);
    expect(clueFont(large, readable - 1)).toBeLessThan(READABLE_CLUE_FONT);
  });

  it('needs larger cells for clues with longer numbers', () => {
    const one = clues(10, 10);
    const two = { ...one, rows: [[{ length: 12, color: 1 }], ...one.rows.slice(1)] };
    const three = { ...one, rows: [[{ length: 120, color: 1 }], ...one.rows.slice(1)] };
    expect(readableCell(one)).toBeLessThan(readableCell(two));
    expect(readableCell(two)).toBeLessThan(readableCell(three));
    for (const each of [one, two, three]) {
      expect(clueFont(each, readableCell(each))).toBeGreaterThanOrEqual(READABLE_CLUE_FONT);
    }
  });

  it('zooms by steps of about a fifth, at least a pixel, within limits', () => {
    expect(zoomStep(20, 1)).toBe(24);
    expect(zoomStep(20, -1)).toBe(16);
    expect(zoomStep(4, 1)).toBe(5);
    expect(zoomStep(4, -1)).toBe(4);
    expect(zoomStep(64, 1)).toBe(64);
  });

  it('keeps the point under the pointer in place when zooming', () => {
    const before = layout(clues(100, 100, 4, 4), 20, 600, 400);
    const after = layout(clues(100, 100, 4, 4), 40, 600, 400);
    const scroll = { left: 300, top: 200 };
    const anchor = { left: 250, top: 150 };
    const next = scrollAfterZoom(before, after, scroll, anchor);
    const boardX = (scroll.left + anchor.left - before.originX) * 2;
    expect(next.left).toBe(after.originX + boardX - anchor.left);
  });

  it('scrolls a cell out from under the clue bands into view, and leaves one in view alone', () => {
    const g = layout(clues(100, 100, 5, 5), 20, 600, 400);
    const scroll = { left: 400, top: 400 };
    const p = place(g, scroll);
    const hidden = Math.floor((p.rowBandRight - p.gridLeft) / 20) - 1;
    const y = Math.floor((300 - p.gridTop) / 20);
    const next = scrollToShow(g, scroll, hidden, y);
    expect(next).not.toBeNull();
    const after = place(g, next!);
    expect(after.gridLeft + hidden * 20).toBeGreaterThanOrEqual(after.rowBandRight);
    expect(scrollToShow(g, scroll, hidden + 5, y)).toBeNull();
  });
});
