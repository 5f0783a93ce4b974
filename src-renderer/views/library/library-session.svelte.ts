/**
 * What the library screen keeps while another screen is shown. The screen's component is
 * destroyed when a puzzle opens; coming back (the Back button, the browser's or the mouse's back,
 * the sidebar) builds it again on this same state, so the filters, the sort, the selection, the
 * focused card and the scroll position are as they were, and the pages and thumbnails loaded stay.
 *
 * One per API client (one per window). It listens to library changes for as long as the window
 * lives; while the screen is away it only notes them, and applies them once when it comes back.
 */
import { SvelteMap } from 'svelte/reactivity';
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { logFailure } from '../../lib/log/log-failure.ts';
import type { Notices } from '../../lib/shell/notices.svelte.ts';
import { CollectionsState } from './collections.svelte.ts';
import { formatSort, parseSort, type LibraryFilters } from './filters.ts';
import { cleanFilters, type LibraryPlace } from './library-place.ts';
import { LibraryState } from './library-state.svelte.ts';
import { startsDescending } from './list-columns.ts';
import { selectionOf } from './selection.ts';
import { ThumbnailCache } from './thumbnails.svelte.ts';

/** Cards with pictures, or a list with sortable columns for large collections. */
export type LibraryLayout = 'cards' | 'list';

export class LibrarySession {
  readonly library: LibraryState;
  readonly collections: CollectionsState;
  readonly thumbnails: ThumbnailCache;
  sources = $state.raw<readonly string[]>([]);
  /** Whether the screen shows the shelf of books rather than puzzles. */
  shelf = $state(false);
  layout = $state<LibraryLayout>('cards');
  /** Whether the first-start page shows (settings.welcomed not set yet). */
  welcome = $state(false);
  /** Whether the filters were taken from the settings (once per window). */
  started = false;
  /** The puzzles deleted last, which Undo (Ctrl+Z) brings back. */
  lastDeleted: readonly number[] = [];

  readonly #api: ApiClient;
  readonly #notices: Notices;
  #shown = false;
  /** Puzzles that changed while the screen was away; null when nothing did. */
  #missed: number[] | null = null;
  #missedAll = false;
  /** The search and filters each place was left with (library-place.ts). */
  readonly #left = new SvelteMap<LibraryPlace, LibraryFilters>();

  constructor(api: ApiClient, notices: Notices) {
    this.#api = api;
    this.#notices = notices;
    this.library = new LibraryState(api);
    this.collections = new CollectionsState(api);
    this.thumbnails = new ThumbnailCache(api);
    api.on('library.changed', ({ ids }) => {
      if (this.#shown) this.refresh(ids);
      else this.#note(ids);
    });
  }

  /** The first time the screen shows in this window: the sort the settings remember. */
  async start(): Promise<void> {
    if (this.started) return;
    const settings = await this.#api.call('settings.get', {}).catch(() => null);
    if (this.started) return;
    const sort = settings ? parseSort(settings.librarySort) : null;
    this.welcome = settings !== null && !settings.welcomed;
    // The window opens on all puzzles, where book order is the date added.
    this.library.setFilters(sort?.sort === 'book' ? { ...sort, sort: 'created' } : (sort ?? {}));
    this.started = true;
  }

  /** The first-start page is done with: it does not show again. */
  endWelcome(): void {
    this.welcome = false;
    // Only costs the page once more at the next start, so it is noted, not shown.
    void this.#api
      .call('settings.set', { welcomed: true })
      .catch((error: unknown) => console.warn('The first-start page could not be marked as seen', error));
  }

  /** New filters or sort; a sort chosen is remembered in the settings. */
  change(patch: Partial<LibraryFilters>): void {
    const before = this.library.filters;
    // A new sort starts the way people look for it: dates newest first, the others from the top.
    if (patch.sort !== undefined && patch.sort !== before.sort && patch.descending === undefined) {
      patch = { ...patch, descending: startsDescending(patch.sort) };
    }
    // Book order is a collection's own; outside one the list falls back to the date added.
    const leavesBookOrder = patch.collectionId === null && before.sort === 'book' && patch.sort === undefined;
    this.library.setFilters(leavesBookOrder ? { ...patch, sort: 'created' } : patch);
    const after = this.library.filters;
    const librarySort = formatSort(after.sort, after.descending);
    if (librarySort !== formatSort(before.sort, before.descending) && !leavesBookOrder) {
      this.#api.call('settings.set', { librarySort }).catch((error: unknown) => {
        this.#notices.error(messageOf(error), 'The sort order was not remembered');
      });
    }
  }

  /** The screen is shown: what changed while it was away is fetched now. */
  show(): void {
    this.#shown = true;
    if (this.#missed === null) return;
    const ids = this.#missedAll ? [] : [...selectionOf(this.#missed)];
    this.#missed = null;
    this.#missedAll = false;
    this.refresh(ids);
  }

  /** The place on screen. */
  get place(): LibraryPlace {
    return this.shelf ? 'books' : (this.library.filters.collectionId ?? 'all');
  }

  /**
   * Goes to another place: the filters of the one left are kept for it, and the new one opens with
   * its own as it was left, or clean the first time.
   */
  open(place: LibraryPlace): void {
    const from = this.place;
    if (from === place) return;
    this.#left.set(from, this.library.filters);
    this.shelf = place === 'books';
    const filters = this.#left.get(place) ?? cleanFilters(place, this.library.filters);
    // The shelf shows no list; the filters under it stay those of the place before.
    if (place !== 'books' && !sameFilters(filters, this.library.filters)) this.library.setFilters(filters);
  }

  /** Shows the puzzles of one collection (from elsewhere: an import's summary). */
  showCollection(id: number): void {
    this.open(id);
  }

  /** A collection deleted takes its remembered filters with it. */
  forget(place: LibraryPlace): void {
    this.#left.delete(place);
  }

  hide(): void {
    this.#shown = false;
  }

  /** Reloads the list in place, the collections, the sources and the thumbnails of `ids` (all, if none). */
  refresh(ids: readonly number[]): void {
    this.thumbnails.invalidate(ids);
    this.library.reload();
    // A list that failed to load says so when the screen asks for it (LibraryView's start).
    this.loadCollections().catch((error: unknown) =>
      logFailure('The collections could not be reloaded', error),
    );
    void this.loadSources();
  }

  loadCollections(): Promise<void> {
    return this.collections.load();
  }

  async loadSources(): Promise<void> {
    this.sources = await this.#api.call('library.sources', {}).catch(() => this.sources);
  }

  #note(ids: readonly number[]): void {
    this.#missed ??= [];
    if (ids.length === 0) this.#missedAll = true;
    // Bounded: past a few thousand, reloading every thumbnail is as cheap as keeping the list.
    if (this.#missed.length > 5000) this.#missedAll = true;
    else this.#missed.push(...ids);
  }
}

function sameFilters(a: LibraryFilters, b: LibraryFilters): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const sessions = new WeakMap<ApiClient, LibrarySession>();

export function librarySession(api: ApiClient, notices: Notices): LibrarySession {
  let session = sessions.get(api);
  if (!session) {
    session = new LibrarySession(api, notices);
    sessions.set(api, session);
  }
  return session;
}
