/**
 * `collections.*`: named sets of puzzles, some of them books. Membership changes also change the
 * puzzle lists.
 */
import { nextUnsolved, setBook } from '../../library/books.ts';
import {
  addMembers,
  createCollection,
  deleteCollection,
  existingCollection,
  listCollections,
  removeMembers,
  renameCollection,
} from '../../library/collections.ts';
import type { Handlers } from '../../contract/methods.ts';
import type { HandlerContext } from '../handler-context.ts';

type CollectionMethods =
  | 'collections.list'
  | 'collections.get'
  | 'collections.setBook'
  | 'collections.continue'
  | 'collections.create'
  | 'collections.rename'
  | 'collections.delete'
  | 'collections.add'
  | 'collections.remove';

export function collectionHandlers({ db, emit }: HandlerContext): Pick<Handlers, CollectionMethods> {
  return {
    'collections.list': async () => listCollections(db),
    'collections.get': async ({ id }) => existingCollection(db, id),
    'collections.setBook': async ({ id, book }) => {
      const collection = setBook(db, id, book);
      emit('library.changed', { ids: [] });
      return collection;
    },
    'collections.continue': async ({ id }) => ({ puzzleId: nextUnsolved(db, id) }),
    'collections.create': async ({ name }) => createCollection(db, name),
    'collections.rename': async ({ id, name }) => renameCollection(db, id, name),
    'collections.delete': async ({ id }) => {
      const deleted = deleteCollection(db, id);
      if (deleted) emit('library.changed', { ids: [] });
      return { deleted };
    },
    // The news names the puzzles that joined or left, not every id sent: a call may name 100,000
    // ids, existing or not, and each open window would be sent them all.
    'collections.add': async ({ id, puzzleIds }) => {
      const { collection, changed } = addMembers(db, id, puzzleIds);
      if (changed.length > 0) emit('library.changed', { ids: changed });
      return collection;
    },
    'collections.remove': async ({ id, puzzleIds }) => {
      const { collection, changed } = removeMembers(db, id, puzzleIds);
      if (changed.length > 0) emit('library.changed', { ids: changed });
      return collection;
    },
  };
}
