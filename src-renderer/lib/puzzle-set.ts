/**
 * The puzzles a command such as Export or Print acts on, wherever it is given: the whole library
 * (the shell's default), the puzzles a library view lists or has selected, or the puzzle on
 * screen. Listed puzzles are fetched page by page only when the command starts.
 */
import type { MethodArgs } from '../../src-main/contract/methods.ts';
import type { PuzzleSummary } from '../../src-main/contract/dto.ts';
import type { ApiClient } from './api/client.ts';
import { plural } from './format.ts';

export interface PuzzleSet {
  /** The puzzles, as a dialog names them: "3 selected puzzles", "“Dancer”". */
  readonly label: string;
  /** How many puzzles; 0 when the library has none. */
  readonly count: number;
  /** Whether any of them is in colour; null when not known before the command runs. */
  readonly colour: boolean | null;
  /** The puzzles' ids, fetched when the command starts (a whole library need not be listed before). */
  readonly ids: () => Promise<readonly number[]>;
  /** The player's marks on the one puzzle of the set (engine/play encodeMarks), from the play screen. */
  readonly marks?: string;
}

/** The most `library.list` returns at once. */
const LIST_LIMIT = 1000;

type ListQuery = Omit<MethodArgs<'library.list'>, 'offset' | 'limit'>;

/** Every id a list query matches, in its order. */
export async function listedIds(api: ApiClient, query: ListQuery): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += LIST_LIMIT) {
    const page = await api.call('library.list', { ...query, offset, limit: LIST_LIMIT });
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length < LIST_LIMIT || ids.length >= page.total) return ids;
  }
}

export async function wholeLibrary(api: ApiClient): Promise<PuzzleSet> {
  const { total } = await api.call('library.list', { limit: 1 });
  const label = total === 1 ? 'the puzzle in the library' : `all ${plural(total, 'puzzle')} in the library`;
  return listed(api, {}, total, label);
}

/** The puzzles a query lists, of which there are `total`, described by `label`. */
export async function listed(
  api: ApiClient,
  query: ListQuery,
  total: number,
  label: string,
): Promise<PuzzleSet> {
  const colour =
    query.color === 'bw'
      ? false
      : (await api.call('library.list', { ...query, color: 'color', limit: 1 })).total > 0;
  return { label, count: total, colour, ids: () => listedIds(api, query) };
}

/** Puzzles picked one by one; `colour` when it is known whether any of them is in colour. */
export function chosen(ids: readonly number[], colour: boolean | null): PuzzleSet {
  return { label: plural(ids.length, 'selected puzzle'), count: ids.length, colour, ids: async () => ids };
}

export function onePuzzle(puzzle: PuzzleSummary, marks?: string): PuzzleSet {
  const set = {
    label: `“${puzzle.title}”`,
    count: 1,
    colour: puzzle.colors > 1,
    ids: async () => [puzzle.id],
  };
  return marks === undefined ? set : { ...set, marks };
}
