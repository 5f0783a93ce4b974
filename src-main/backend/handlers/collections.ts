/**
 * `collections.*`: named sets of puzzles, some of them books. Membership changes also change the
 * puzzle lists.
 */
import { nextUnsolved, setBook } from '../../library/books.ts';
import {
  addToCollection,
  createCollection,
  deleteCollection,
  existingCollection,
  listCollections,
  removeFromCollection,
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
    'collections.add': async ({ id, puzzleIds }) => {
      const collection = addToCollection(db, id, puzzleIds);
      emit('library.changed', { ids: puzzleIds });
      return collection;
    },
    'collections.remove': async ({ id, puzzleIds }) => {
      const collection = removeFromCollection(db, id, puzzleIds);
      emit('library.changed', { ids: puzzleIds });
      return collection;
    },
  };
}
