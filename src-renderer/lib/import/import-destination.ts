/**
 * Where an import puts its puzzles, as the import dialog offers it before anything is stored:
 * a collection for each folder picked and each file of several puzzles (named after it, each
 * name open to change), one collection (the one open in the library, another one, or a new one),
 * or none. The groups are worked out from the names alone, as the backend will
 * (contract/import-groups.ts); whether a file picked on its own holds several puzzles is only
 * known once it is read, so the dialog says so beside such a file.
 */
import type { MethodArgs } from '../../../src-main/contract/methods.ts';
import { fileStem, topFolder } from '../../../src-main/contract/import-groups.ts';

export interface PlannedGroup {
  /** The collection's name by default (the folder's, or the file's without its ending); the key of a rename. */
  readonly key: string;
  /** A folder picked, or a file picked on its own (a collection only if it holds several puzzles). */
  readonly kind: 'folder' | 'file';
  /** How many files of the import it takes. */
  readonly files: number;
}

export type Destination =
  | { readonly kind: 'groups' }
  | { readonly kind: 'existing'; readonly id: number }
  | { readonly kind: 'new'; readonly name: string }
  | { readonly kind: 'none' };

/** The groups of these file names, folders first, each once, in the order met. */
export function plannedGroups(names: readonly string[]): PlannedGroup[] {
  const groups = new Map<string, { kind: 'folder' | 'file'; files: number }>();
  for (const name of names) {
    const folder = topFolder(name);
    const key = folder ?? fileStem(name);
    const group = groups.get(key);
    if (group) group.files += 1;
    else groups.set(key, { kind: folder === null ? 'file' : 'folder', files: 1 });
  }
  const all = [...groups].map(([key, group]) => ({ key, ...group }));
  return [...all.filter((group) => group.kind === 'folder'), ...all.filter((group) => group.kind === 'file')];
}

/** Into the collection open in the library, if one is; else a collection per folder and file. */
export function defaultDestination(openCollectionId: number | null): Destination {
  return openCollectionId === null ? { kind: 'groups' } : { kind: 'existing', id: openCollectionId };
}

type CollectionArg = NonNullable<MethodArgs<'library.import'>['collection']>;

/**
 * The `collection` argument of library.import. Renames are sent only where a name was changed
 * and is not empty (an emptied field keeps the default name).
 */
export function collectionArg(
  destination: Destination,
  names: Readonly<Record<string, string>>,
): CollectionArg {
  switch (destination.kind) {
    case 'groups': {
      const renamed: Record<string, string> = {};
      for (const [key, name] of Object.entries(names)) {
        const trimmed = name.trim();
        if (trimmed !== '' && trimmed !== key) renamed[key] = trimmed;
      }
      return { kind: 'groups', names: renamed };
    }
    case 'existing':
      return { kind: 'existing', id: destination.id };
    case 'new':
      return destination.name.trim() === ''
        ? { kind: 'none' }
        : { kind: 'named', name: destination.name.trim() };
    case 'none':
      return { kind: 'none' };
  }
}
