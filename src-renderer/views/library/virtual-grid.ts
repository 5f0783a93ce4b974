/**
 * The geometry of the library's card grid, which renders only the rows in view: how many columns
 * fit, how tall a row is, and which items a scroll position shows. A 10,000-puzzle library thus
 * keeps a few dozen cards in the page.
 */

export interface GridSpec {
  readonly minCardWidth: number;
  readonly maxCardWidth: number;
  readonly gap: number;
  readonly padding: number;
  /** Height of a card below its square picture. */
  readonly infoHeight: number;
  /** Padding around the picture inside the card. */
  readonly inset: number;
}

export interface GridMetrics {
  readonly columns: number;
  readonly cardWidth: number;
  readonly cardHeight: number;
  readonly rowHeight: number;
  readonly gap: number;
  readonly padding: number;
}

export function gridMetrics(viewportWidth: number, spec: GridSpec): GridMetrics {
  const inner = Math.max(spec.minCardWidth, viewportWidth - 2 * spec.padding);
  const columns = Math.max(1, Math.floor((inner + spec.gap) / (spec.minCardWidth + spec.gap)));
  const cardWidth = Math.min(spec.maxCardWidth, Math.floor((inner - (columns - 1) * spec.gap) / columns));
  // The picture is square and inset on three sides; the info area closes the card.
  const cardHeight = cardWidth - spec.inset + spec.infoHeight;
  return {
    columns,
    cardWidth,
    cardHeight,
    rowHeight: cardHeight + spec.gap,
    gap: spec.gap,
    padding: spec.padding,
  };
}

export function contentHeight(total: number, metrics: GridMetrics): number {
  const rows = Math.ceil(total / metrics.columns);
  return rows === 0 ? 0 : 2 * metrics.padding + rows * metrics.rowHeight - metrics.gap;
}

/** Items `[first, end)` in view, with `overscan` extra rows above and below. */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  total: number,
  metrics: GridMetrics,
  overscan = 2,
): { first: number; end: number } {
  const top = Math.max(0, scrollTop - metrics.padding);
  const firstRow = Math.max(0, Math.floor(top / metrics.rowHeight) - overscan);
  const lastRow = Math.floor((top + viewportHeight) / metrics.rowHeight) + overscan;
  return {
    first: Math.min(total, firstRow * metrics.columns),
    end: Math.min(total, (lastRow + 1) * metrics.columns),
  };
}

/** Where item `index` sits inside the scrolled content. */
export function cardPosition(index: number, metrics: GridMetrics): { left: number; top: number } {
  const row = Math.floor(index / metrics.columns);
  const column = index % metrics.columns;
  return {
    left: metrics.padding + column * (metrics.cardWidth + metrics.gap),
    top: metrics.padding + row * metrics.rowHeight,
  };
}

/** The pages (of `pageSize` items) that hold items `[first, end)`. */
export function pagesCovering(first: number, end: number, pageSize: number): number[] {
  if (end <= first) return [];
  const pages: number[] = [];
  for (let page = Math.floor(first / pageSize); page <= Math.floor((end - 1) / pageSize); page++)
    pages.push(page);
  return pages;
}

/** A scroll position as the card at the start of the top row and how far into that row, which survives a change of width. */
export interface ScrollPlace {
  readonly index: number;
  readonly offset: number;
}

export function scrollPlace(scrollTop: number, metrics: GridMetrics): ScrollPlace {
  const top = Math.max(0, scrollTop - metrics.padding);
  const row = Math.floor(top / metrics.rowHeight);
  return { index: row * metrics.columns, offset: scrollTop - row * metrics.rowHeight };
}

export function scrollTopOf(place: ScrollPlace, metrics: GridMetrics): number {
  const row = Math.floor(place.index / metrics.columns);
  return Math.max(0, row * metrics.rowHeight + place.offset);
}

/**
 * The scroll position that brings card `index` fully into a viewport of `viewportHeight`, moving
 * as little as it can; `scrollTop` itself when the card is in view already.
 */
export function scrollToShow(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  metrics: GridMetrics,
): number {
  const { top } = cardPosition(index, metrics);
  const bottom = top + metrics.cardHeight;
  if (top - metrics.gap < scrollTop) return Math.max(0, top - metrics.gap);
  if (bottom + metrics.gap > scrollTop + viewportHeight) return bottom + metrics.gap - viewportHeight;
  return scrollTop;
}
