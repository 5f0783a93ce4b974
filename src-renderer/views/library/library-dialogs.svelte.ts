/** Which of the library's own dialogs is open, and for what. */
import type { Collection } from '../../../src-main/contract/dto.ts';

/** A new collection (filled with the selection, if asked) or a rename. */
export type NameRequest = { kind: 'create'; fill: boolean } | { kind: 'rename'; collection: Collection };

export class LibraryDialogState {
  naming = $state.raw<NameRequest | null>(null);
  /** The collection asked to be deleted. */
  deleting = $state.raw<Collection | null>(null);
  /** The collection being marked as a book, or whose book details are edited. */
  bookOf = $state.raw<Collection | null>(null);
  /** The puzzle whose details are shown. */
  detailsOf = $state<number | null>(null);
}
