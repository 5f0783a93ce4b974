/**
 * The library list: one page of puzzle summaries for the `library.list` query, with the total.
 *
 * Every sort has a partial index (`WHERE deleted_at IS NULL`, v1.ts), so a page is read by
 * walking an index and stopping after offset + limit rows, with no temporary sort; the ids
 * break ties (SQLite keeps the row id in every index). Search matches every word of the query
 * inside the folded title, author and source (`instr`, a plain substring test, so "anc" finds
 * "Dancer"). That is a scan of the filtered rows rather than an FTS5 lookup: FTS5's word
 * tokenizer cannot find word parts, its trigram tokenizer needs three characters and a second
 * table kept in step by triggers, while scanning 10,000 narrow rows takes a few milliseconds
 * (bench.ts measures it).
 */
import type { ParsedArgs } from '../contract/methods.ts';
import type { PuzzlePage } from '../contract/dto.ts';
import { LABEL_LIMITS } from '../engine/difficulty.ts';
import { collectionIdsByPuzzle } from './collections.ts';
import { rowToSummary, SUMMARY_COLUMNS, type SummaryRow } from './puzzles.ts';
import { prepared, type Db } from './sql.ts';
import { searchTerms } from './text-keys.ts';

export type ListQuery = ParsedArgs<'library.list'>;
export type ListSort = ListQuery['sort'];
/** A list query without its page: what a select-all takes. */
export type ListFilters = Omit<ListQuery, 'offset' | 'limit'>;

/** Every live puzzle, oldest first, a page of 200: the base the benchmarks and tests vary. */
export const LIST_ALL: ListQuery = {
  search: '',
  status: 'any',
  size: 'any',
  color: 'any',
  level: 'any',
  collectionId: null,
  source: null,
  sort: 'created',
  descending: false,
  offset: 0,
  limit: 200,
};
export type SizeClass = Exclude<ListQuery['size'], 'any'>;

/** The larger side of a puzzle in each size class, inclusive; `huge` is anything larger. */
export const SIZE_CLASSES: Readonly<Record<SizeClass, { readonly min: number; readonly max: number }>> = {
  small: { min: 1, max: 10 },
  medium: { min: 11, max: 20 },
  large: { min: 21, max: 40 },
  huge: { min: 41, max: 1000 },
};

const SORT_COLUMNS: Readonly<Record<ListSort, string>> = {
  title: 'title_key',
  created: 'created_at',
  size: 'cells',
  difficulty: 'difficulty',
  played: 'last_played_at',
  status: 'status_rank',
  // The collection's own order: the position of its member row, joined in (see listSource).
  book: 'm.position',
};

/**
 * The difficulty filter's terms. The labels' bands come from the engine's rating; a puzzle the
 * solver found several solutions or none for is listed under that, not under its score.
 */
const SETTLED = `verdict NOT IN ('multiple', 'none')`;
const LEVEL_TERMS: Readonly<Record<Exclude<ListQuery['level'], 'any'>, string>> = {
  easy: `difficulty < ${LABEL_LIMITS.easy} AND ${SETTLED}`,
  medium: `difficulty >= ${LABEL_LIMITS.easy} AND difficulty < ${LABEL_LIMITS.medium} AND ${SETTLED}`,
  hard: `difficulty >= ${LABEL_LIMITS.medium} AND difficulty < ${LABEL_LIMITS.hard} AND ${SETTLED}`,
  expert: `difficulty >= ${LABEL_LIMITS.hard} AND ${SETTLED}`,
  'not-unique': `verdict = 'multiple'`,
  'no-solution': `verdict = 'none'`,
  unrated: `difficulty IS NULL AND ${SETTLED}`,
};

const STATUS_RANK: Readonly<Record<Exclude<ListQuery['status'], 'any'>, number>> = {
  'in-progress': 0,
  new: 1,
  solved: 2,
  revealed: 3,
};

/** Whether the query lists a collection in its own order, joining its member rows. */
function inBookOrder(query: Partial<ListQuery>): boolean {
  return query.sort === 'book' && query.collectionId !== null && query.collectionId !== undefined;
}

/**
 * The FROM clause and its parameters: the puzzles, joined to the open collection's member rows
 * when the list is in its own order (the join then also does the collection filter).
 */
function listSource(query: Partial<ListQuery>): { from: string; params: number[] } {
  if (!inBookOrder(query)) return { from: 'puzzles', params: [] };
  return {
    from: 'collection_members m JOIN puzzles ON puzzles.id = m.puzzle_id AND m.collection_id = ?',
    params: [query.collectionId!],
  };
}

/** The WHERE clause and its parameters for the filters of a query. */
export function listFilter(query: Partial<ListQuery>): { where: string; params: (string | number)[] } {
  const terms = ['deleted_at IS NULL'];
  const params: (string | number)[] = [];
  if (query.status && query.status !== 'any') {
    terms.push('status_rank = ?');
    params.push(STATUS_RANK[query.status]);
  }
  if (query.size && query.size !== 'any') {
    terms.push('side BETWEEN ? AND ?');
    params.push(SIZE_CLASSES[query.size].min, SIZE_CLASSES[query.size].max);
  }
  if (query.color === 'bw') terms.push('colors <= 1');
  if (query.color === 'color') terms.push('colors > 1');
  if (query.level && query.level !== 'any') terms.push(LEVEL_TERMS[query.level]);
  if (query.source !== null && query.source !== undefined) {
    // A site also takes its numbered puzzles ("webpbn.com" takes "webpbn.com #6"). One range of
    // the index, from the site up to "webpbn.com $" (the character after "#"), holds both; the
    // second term drops the few sources sorting between the site and "webpbn.com #".
    terms.push('source >= ? AND source < ? AND (source = ? OR source >= ?)');
    params.push(query.source, `${query.source} $`, query.source, `${query.source} #`);
  }
  if (query.collectionId !== null && query.collectionId !== undefined && !inBookOrder(query)) {
    terms.push('id IN (SELECT puzzle_id FROM collection_members WHERE collection_id = ?)');
    params.push(query.collectionId);
  }
  for (const term of searchTerms(query.search ?? '')) {
    terms.push('instr(search_text, ?) > 0');
    params.push(term);
  }
  return { where: terms.join(' AND '), params };
}

export function listOrder(query: Pick<ListQuery, 'sort' | 'descending' | 'collectionId'>): string {
  const direction = query.descending ? 'DESC' : 'ASC';
  const sort = query.sort === 'book' && !inBookOrder(query) ? 'created' : query.sort;
  // In book order the member row's own puzzle id breaks ties: its index holds it next to the position.
  const tie = sort === 'book' ? 'm.puzzle_id' : 'id';
  return `${SORT_COLUMNS[sort]} ${direction}, ${tie} ${direction}`;
}

/** The SELECT of every puzzle the query's filters take, in its order, without a page's limits. */
function selectAll(query: ListFilters, columns: string): { sql: string; params: (string | number)[] } {
  const source = listSource(query);
  const { where, params } = listFilter(query);
  return {
    sql: `SELECT ${columns} FROM ${source.from} WHERE ${where} ORDER BY ${listOrder(query)}`,
    params: [...source.params, ...params],
  };
}

/** The page's SQL, exported so tests can ask SQLite how it plans it. */
export function listSql(query: ListQuery): { sql: string; params: (string | number)[] } {
  const all = selectAll(query, SUMMARY_COLUMNS);
  return { sql: `${all.sql} LIMIT ? OFFSET ?`, params: [...all.params, query.limit, query.offset] };
}

/** The ids of every puzzle the query's filters take, in the list's order (a select-all). */
export function listIds(db: Db, query: ListFilters): number[] {
  const all = selectAll(query, 'id');
  return prepared(db, all.sql)
    .pluck()
    .all(...all.params) as number[];
}

export function listPuzzles(db: Db, query: ListQuery): PuzzlePage {
  const source = listSource(query);
  const { where, params } = listFilter(query);
  const total = prepared(db, `SELECT count(*) FROM ${source.from} WHERE ${where}`)
    .pluck()
    .get(...source.params, ...params) as number;
  const page = listSql(query);
  const rows = prepared(db, page.sql).all(...page.params) as SummaryRow[];
  const memberships = collectionIdsByPuzzle(
    db,
    rows.map((row) => row.id),
  );
  return { total, items: rows.map((row) => rowToSummary(row, memberships.get(row.id) ?? [])) };
}
