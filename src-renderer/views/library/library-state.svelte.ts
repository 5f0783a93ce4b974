/**
 * The library list as state: the query, the total, the pages loaded so far, and the selection.
 * Pages are fetched only when the grid asks for items in view; a new query starts from scratch,
 * while a change in the library reloads the pages in place so the grid does not flicker.
 *
 * The selection is a set replaced as a whole, so selecting 20,000 puzzles (Ctrl+A) is one change
 * rather than 20,000; a range (Shift+click, Shift+arrows) needs the ids between two places in the
 * list, which the pages in view may not hold, so the list's ids are fetched once per query.
 */
import { untrack } from 'svelte';
import { SvelteMap, SvelteSet } from 'svelte/reactivity';
import type { PuzzleSummary } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { DEFAULT_FILTERS, listArgs, type LibraryFilters } from './filters.ts';
import { NOTHING_SELECTED, selectionOf, toggled, withAll, type Selection } from './selection.ts';
import { pagesCovering } from './virtual-grid.ts';

export const PAGE_SIZE = 120;

export class LibraryState {
  filters = $state.raw<LibraryFilters>(DEFAULT_FILTERS);
  total = $state(0);
  /** Whether the current query has answered at least once. */
  loaded = $state(false);
  loading = $state(false);
  error = $state<string | null>(null);
  /** The puzzles selected, in the order they were picked (a select-all: the list's order). */
  selected = $state.raw<Selection>(NOTHING_SELECTED);
  /** The card that has the keyboard's focus (its index in the list), kept while other screens show. */
  focusIndex = $state<number | null>(null);
  /** Where the grid was scrolled to: the first card of the top row, and how far into that row. */
  scroll = { index: 0, offset: 0 };

  readonly #api: ApiClient;
  readonly #pages = new SvelteMap<number, readonly PuzzleSummary[]>();
  readonly #inFlight = new SvelteSet<number>();
  /** Bumped by every new query or reload; answers for an older one are dropped. */
  #generation = 0;
  #wanted = { first: 0, end: 0 };
  /** The list's ids for the query of `#idsGeneration`, fetched when a range or select-all needs them. */
  #ids: Promise<readonly number[]> | null = null;
  #idsGeneration = -1;
  /** Where a range starts (Shift+click, Shift+arrows), and what was selected before the range. */
  #anchor: number | null = null;
  #beforeRange: Selection = NOTHING_SELECTED;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  setFilters(patch: Partial<LibraryFilters>): void {
    this.filters = { ...this.filters, ...patch };
    this.#pages.clear();
    this.loaded = false;
    this.selected = NOTHING_SELECTED;
    this.focusIndex = null;
    this.#anchor = null;
    this.scroll = { index: 0, offset: 0 };
    this.reload();
  }

  /** Fetches the pages in view again (after an import, a delete or a change elsewhere). */
  reload(): void {
    this.#generation += 1;
    this.#inFlight.clear();
    const pages = pagesCovering(this.#wanted.first, this.#wanted.end, PAGE_SIZE);
    if (!pages.includes(0)) pages.unshift(0);
    for (const page of [...this.#pages.keys()]) if (!pages.includes(page)) this.#pages.delete(page);
    for (const page of pages) void this.#load(page);
  }

  item(index: number): PuzzleSummary | undefined {
    return this.#pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE];
  }

  /** Called by the grid with the items in view; loads the pages that hold them. */
  want(first: number, end: number): void {
    this.#wanted = { first, end };
    // Called from the grid's effect: what is loaded must not become something the effect waits on.
    untrack(() => {
      for (const page of pagesCovering(first, end, PAGE_SIZE)) {
        if (!this.#pages.has(page) && !this.#inFlight.has(page)) void this.#load(page);
      }
    });
  }

  toggle(id: number, index: number | null = null): void {
    this.selected = toggled(this.selected, id);
    this.#setAnchor(index);
  }

  clearSelection(): void {
    if (this.selected.size > 0) this.selected = NOTHING_SELECTED;
    this.#anchor = null;
  }

  select(ids: readonly number[]): void {
    this.selected = withAll(this.selected, ids);
  }

  /** Every puzzle the filters take, loaded or not. */
  async selectAll(): Promise<void> {
    const query = this.filters;
    const ids = await this.allIds();
    if (query === this.filters) this.selected = selectionOf(ids);
  }

  /**
   * Selects from the anchor to `index` (or just `index`, with no anchor), on top of what was
   * selected before the range began: a second Shift+click or Shift+arrow moves the range's end.
   */
  async extendTo(index: number): Promise<void> {
    if (this.#anchor === null) this.#setAnchor(index);
    const anchor = this.#anchor ?? index;
    const query = this.filters;
    const ids = await this.idsBetween(anchor, index);
    if (query !== this.filters) return;
    this.selected = withAll(this.#beforeRange, ids);
  }

  /** Where the next range starts; what is selected now stays under it. */
  #setAnchor(index: number | null): void {
    this.#anchor = index;
    this.#beforeRange = this.selected;
  }

  /** Ids of the items from index `from` to `to` (either order), from the pages or else the id list. */
  async idsBetween(from: number, to: number): Promise<number[]> {
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    const loaded: number[] = [];
    for (let index = low; index <= high; index++) {
      const item = this.item(index);
      if (!item) return (await this.allIds()).slice(low, high + 1);
      loaded.push(item.id);
    }
    return loaded;
  }

  /** The ids of every puzzle the filters take, in the list's order (one call, kept for the query). */
  allIds(): Promise<readonly number[]> {
    if (this.#ids === null || this.#idsGeneration !== this.#generation) {
      const { offset: _offset, limit: _limit, ...query } = listArgs(this.filters, 0, 1);
      this.#idsGeneration = this.#generation;
      this.#ids = this.#api.call('library.ids', query).then((result) => result.ids);
      // A failed call is not kept: the next range or select-all asks again.
      this.#ids.catch(() => (this.#ids = null));
    }
    return this.#ids;
  }

  /** Whether any of these puzzles is in colour; null when some are on pages not loaded. */
  anyColour(ids: readonly number[]): boolean | null {
    const wanted = selectionOf(ids);
    let found = 0;
    for (const page of this.#pages.values()) {
      for (const item of page) {
        if (!wanted.has(item.id)) continue;
        if (item.colors > 1) return true;
        found++;
      }
    }
    return found === wanted.size ? false : null;
  }

  async #load(page: number): Promise<void> {
    const generation = this.#generation;
    this.#inFlight.add(page);
    this.loading = true;
    try {
      const result = await this.#api.call(
        'library.list',
        listArgs(this.filters, page * PAGE_SIZE, PAGE_SIZE),
      );
      if (generation !== this.#generation) return;
      this.#pages.set(page, result.items);
      this.total = result.total;
      this.loaded = true;
      this.error = null;
    } catch (error) {
      if (generation !== this.#generation) return;
      this.error = messageOf(error);
      this.loaded = true;
    } finally {
      if (generation === this.#generation) {
        this.#inFlight.delete(page);
        this.loading = this.#inFlight.size > 0;
      }
    }
  }
}
