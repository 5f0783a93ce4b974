/**
 * The library list as state: the query, the total, and the pages loaded so far. Pages are fetched
 * only when the grid asks for items in view; a new query starts from scratch, while a change in the
 * library reloads the pages in place so the grid does not flicker.
 */
import { untrack } from 'svelte';
import { SvelteMap, SvelteSet } from 'svelte/reactivity';
import type { PuzzleSummary } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { DEFAULT_FILTERS, listArgs, type LibraryFilters } from './filters.ts';
import { pagesCovering } from './virtual-grid.ts';

export const PAGE_SIZE = 120;

export class LibraryState {
  filters = $state.raw<LibraryFilters>(DEFAULT_FILTERS);
  total = $state(0);
  /** Whether the current query has answered at least once. */
  loaded = $state(false);
  loading = $state(false);
  error = $state<string | null>(null);
  readonly selected = new SvelteSet<number>();

  readonly #api: ApiClient;
  readonly #pages = new SvelteMap<number, readonly PuzzleSummary[]>();
  readonly #inFlight = new SvelteSet<number>();
  /** Bumped by every new query or reload; answers for an older one are dropped. */
  #generation = 0;
  #wanted = { first: 0, end: 0 };

  constructor(api: ApiClient) {
    this.#api = api;
  }

  setFilters(patch: Partial<LibraryFilters>): void {
    this.filters = { ...this.filters, ...patch };
    this.#pages.clear();
    this.loaded = false;
    this.selected.clear();
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

  toggle(id: number): void {
    if (this.selected.has(id)) this.selected.delete(id);
    else this.selected.add(id);
  }

  clearSelection(): void {
    this.selected.clear();
  }

  /** Ids of the loaded items from index `from` to `to` (either order), for shift-click. */
  idsBetween(from: number, to: number): number[] {
    const ids: number[] = [];
    for (let index = Math.min(from, to); index <= Math.max(from, to); index++) {
      const item = this.item(index);
      if (item) ids.push(item.id);
    }
    return ids;
  }

  /** Whether any of these puzzles is in colour; null when some are on pages not loaded. */
  anyColour(ids: readonly number[]): boolean | null {
    let found = 0;
    for (const page of this.#pages.values()) {
      for (const item of page) {
        if (!ids.includes(item.id)) continue;
        if (item.colors > 1) return true;
        found++;
      }
    }
    return found === ids.length ? false : null;
  }

  select(ids: readonly number[]): void {
    for (const id of ids) this.selected.add(id);
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
