import { describe, expect, it } from 'vitest';
import {
  cardPosition,
  contentHeight,
  gridMetrics,
  pagesCovering,
  scrollPlace,
  scrollToShow,
  scrollTopOf,
  visibleRange,
  type GridSpec,
} from '../../../../src-renderer/views/library/virtual-grid.ts';

const SPEC: GridSpec = {
  minCardWidth: 160,
  maxCardWidth: 240,
  gap: 16,
  padding: 24,
  infoHeight: 80,
  inset: 10,
};

describe('virtual grid', () => {
  it('fits as many columns as the width allows', () => {
    const metrics = gridMetrics(1000, SPEC);
    expect(metrics.columns).toBe(5);
    expect(metrics.cardWidth * 5 + 16 * 4).toBeLessThanOrEqual(1000 - 48);
    expect(gridMetrics(100, SPEC).columns).toBe(1);
  });

  it('keeps a row as tall as a square picture plus the card text', () => {
    const metrics = gridMetrics(1000, SPEC);
    expect(metrics.cardHeight).toBe(metrics.cardWidth - 10 + 80);
    expect(metrics.rowHeight).toBe(metrics.cardHeight + 16);
  });

  it('renders only the rows in view of a 10,000-puzzle library, plus a margin', () => {
    const metrics = gridMetrics(1000, SPEC);
    const range = visibleRange(50 * metrics.rowHeight, 800, 10_000, metrics);
    expect(range.end - range.first).toBeLessThan(60);
    expect(range.first).toBeLessThanOrEqual(50 * metrics.columns);
    expect(range.end).toBeGreaterThan(52 * metrics.columns);
  });

  it('never goes past the last item', () => {
    const metrics = gridMetrics(1000, SPEC);
    expect(visibleRange(0, 800, 3, metrics)).toEqual({ first: 0, end: 3 });
    expect(visibleRange(0, 800, 0, metrics)).toEqual({ first: 0, end: 0 });
  });

  it('places items row by row and sizes the scrolled content to hold them all', () => {
    const metrics = gridMetrics(1000, SPEC);
    expect(cardPosition(0, metrics)).toEqual({ left: 24, top: 24 });
    expect(cardPosition(6, metrics)).toEqual({
      left: 24 + metrics.cardWidth + 16,
      top: 24 + metrics.rowHeight,
    });
    expect(contentHeight(10, metrics)).toBe(48 + 2 * metrics.rowHeight - 16);
    expect(contentHeight(0, metrics)).toBe(0);
  });

  it('names the pages that hold a range of items', () => {
    expect(pagesCovering(0, 10, 120)).toEqual([0]);
    expect(pagesCovering(110, 250, 120)).toEqual([0, 1, 2]);
    expect(pagesCovering(5, 5, 120)).toEqual([]);
  });
});

describe('scroll places', () => {
  it('come back to the same card after the window changed width', () => {
    const wide = gridMetrics(1200, SPEC);
    const narrow = gridMetrics(700, SPEC);
    const place = scrollPlace(5 * wide.rowHeight + 24 + 30, wide);
    expect(place.index).toBe(5 * wide.columns);
    const top = scrollTopOf(place, narrow);
    const first = visibleRange(top, 400, 10_000, narrow, 0).first;
    expect(first).toBeLessThanOrEqual(place.index);
    expect(first + narrow.columns).toBeGreaterThan(place.index);
  });

  it('scroll a card into view only as far as needed', () => {
    const metrics = gridMetrics(1200, SPEC);
    const below = 10 * metrics.columns;
    const top = scrollToShow(below, 0, 600, metrics);
    expect(cardPosition(below, metrics).top + metrics.cardHeight).toBeLessThanOrEqual(top + 600);
    expect(cardPosition(below, metrics).top + metrics.cardHeight).toBeGreaterThan(
      top + 600 - 2 * metrics.gap,
    );
    expect(scrollToShow(below, top, 600, metrics)).toBe(top);
    expect(scrollToShow(0, top, 600, metrics)).toBe(cardPosition(0, metrics).top - metrics.gap);
  });
});
