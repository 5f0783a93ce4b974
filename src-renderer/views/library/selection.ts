/**
 * The library's selection as an immutable set of puzzle ids: every change makes a new set, so the
 * screen sees one change however many puzzles it touches (a select-all of 20,000 included).
 */
export type Selection = ReadonlySet<number>;

export const NOTHING_SELECTED: Selection = new Set();

export function selectionOf(ids: Iterable<number>): Selection {
  return new Set(ids);
}

/** The selection with `id` taken out if it was in, put in if it was not. */
export function toggled(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The selection with `ids` added, after what it held. */
export function withAll(selection: Selection, ids: Iterable<number>): Selection {
  return new Set([...selection, ...ids]);
}
