/**
 * What the library's buttons and keys do to the selection and the collections, each saying in a
 * notice what happened (or why it could not). The selection may be of any size: a select-all holds
 * every puzzle the filters take, loaded on screen or not.
 */
import type { Collection } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import { plural } from '../../lib/format.ts';
import { chosen, listed, type PuzzleSet } from '../../lib/puzzle-set.ts';
import type { Notices } from '../../lib/shell/notices.svelte.ts';
import { isFiltered, listArgs } from './filters.ts';
import type { LibrarySession } from './library-session.svelte.ts';

export class LibraryActions {
  readonly #api: ApiClient;
  readonly #notices: Notices;
  readonly #session: LibrarySession;
  readonly #open: (puzzleId: number) => void;

  constructor(api: ApiClient, notices: Notices, session: LibrarySession, open: (puzzleId: number) => void) {
    this.#api = api;
    this.#notices = notices;
    this.#session = session;
    this.#open = open;
  }

  async attempt(action: () => Promise<void>, failure: string): Promise<void> {
    try {
      await action();
    } catch (error) {
      this.#notices.error(messageOf(error), failure);
    }
  }

  /** The selection, or else every puzzle the list shows (all pages, not just those loaded). */
  async shownSet(current: Collection | null): Promise<PuzzleSet> {
    const library = this.#session.library;
    if (library.selected.size > 0) {
      const ids = [...library.selected];
      return chosen(ids, library.anyColour(ids));
    }
    const total = library.total;
    const puzzles = plural(total, 'puzzle');
    const label = isFiltered(library.filters)
      ? `the ${puzzles} that match`
      : current
        ? `the ${puzzles} in “${current.name}”`
        : total === 1
          ? 'the puzzle in the library'
          : `all ${puzzles} in the library`;
    const { offset: _offset, limit: _limit, ...query } = listArgs(library.filters, 0, 1);
    return listed(this.#api, query, total, label);
  }

  deleteSelected(): void {
    const { library } = this.#session;
    const ids = [...library.selected];
    if (ids.length === 0) return;
    void this.attempt(async () => {
      await this.#api.call('library.delete', { ids });
      library.clearSelection();
      this.#session.lastDeleted = ids;
      this.#session.refresh(ids);
      this.#notices.show({
        message: `${plural(ids.length, 'puzzle')} deleted.`,
        action: { label: 'Undo', run: () => void this.restore(ids) },
        timeoutMs: 10_000,
      });
    }, 'The puzzles could not be deleted');
  }

  async restore(ids: readonly number[]): Promise<void> {
    await this.attempt(async () => {
      await this.#api.call('library.restore', { ids: [...ids] });
      if (this.#session.lastDeleted === ids) this.#session.lastDeleted = [];
      this.#session.refresh(ids);
      this.#notices.show({ tone: 'success', message: `${plural(ids.length, 'puzzle')} restored.` });
    }, 'The puzzles could not be restored');
  }

  /** Undo of the last delete, from the key or the menu. */
  undoDelete(): void {
    const ids = this.#session.lastDeleted;
    if (ids.length > 0) void this.restore(ids);
  }

  addSelectedTo(collectionId: number): void {
    const { library, collections } = this.#session;
    const ids = [...library.selected];
    if (ids.length === 0) return;
    void this.attempt(async () => {
      const collection = await collections.addPuzzles(collectionId, ids);
      library.clearSelection();
      this.#notices.show({
        tone: 'success',
        message: `${plural(ids.length, 'puzzle')} added to “${collection.name}”.`,
      });
    }, 'The puzzles could not be added');
  }

  removeSelectedFrom(collection: Collection): void {
    const { library, collections } = this.#session;
    const ids = [...library.selected];
    void this.attempt(async () => {
      await collections.removePuzzles(collection.id, ids);
      library.clearSelection();
      library.reload();
      this.#notices.show({ message: `${plural(ids.length, 'puzzle')} taken out of “${collection.name}”.` });
    }, 'The puzzles could not be taken out');
  }

  /** Opens the first puzzle of the collection, in its own order, not solved yet. */
  continueIn(collection: Collection): void {
    void this.attempt(async () => {
      const { puzzleId } = await this.#api.call('collections.continue', { id: collection.id });
      if (puzzleId !== null) this.#open(puzzleId);
      else
        this.#notices.show({
          tone: 'success',
          message: `Every puzzle in “${collection.name}” is solved.`,
        });
    }, 'The next puzzle could not be found');
  }
}
