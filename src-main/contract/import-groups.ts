/**
 * Where an import puts its puzzles by default, worked out from the files' names alone so that the
 * import dialog can show it before anything is stored: each folder picked becomes a collection
 * named after it, and so does each file picked on its own that holds several puzzles (a
 * tournament file, a book's worth in one file). A lone file of one puzzle goes into none: a
 * collection of one puzzle, named after that puzzle, would only clutter the list.
 *
 * A folder's files are imported in natural order (data2 before data10), which becomes the
 * collection's own order (`importOrder`; an import sent in several calls sorts before it splits).
 */

/** The path of a file inside a picked folder ("jwilk/data001.nin"), or the plain name of a picked file. */
export type ImportFileName = string;

/** "data001" for "jwilk/data001.nin", "taai2011" for "taai2011.txt". */
export function fileStem(name: ImportFileName): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base.replace(/\.[^.]+$/, '') || base;
}

/** The folder a file was picked in (its first path part), or null for a file picked on its own. */
export function topFolder(name: ImportFileName): string | null {
  const parts = name.split(/[\\/]/).filter((part) => part !== '');
  return parts.length > 1 ? parts[0]! : null;
}

/**
 * The default collection for a file's puzzles: its folder, else (for a file of several puzzles)
 * its own name; null when it goes into none.
 */
export function importGroupOf(name: ImportFileName, puzzles: number): string | null {
  return topFolder(name) ?? (puzzles > 1 ? fileStem(name) : null);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural order of file names, folder by folder: "a/data2.nin" before "a/data10.nin". */
export function compareFileNames(a: ImportFileName, b: ImportFileName): number {
  const left = a.split(/[\\/]/);
  const right = b.split(/[\\/]/);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = collator.compare(left[i]!, right[i]!);
    if (order !== 0) return order;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The order an import reads its files in: each folder's files together, in natural order, where
 * the folder's first file was; files picked on their own stay where they were.
 */
export function importOrder<F extends { readonly name: ImportFileName }>(files: readonly F[]): F[] {
  const byFolder = new Map<string, F[]>();
  for (const file of files) {
    const folder = topFolder(file.name);
    if (folder !== null) byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const out: F[] = [];
  for (const file of files) {
    const folder = topFolder(file.name);
    if (folder === null) out.push(file);
    else if (byFolder.has(folder)) {
      out.push(...byFolder.get(folder)!.sort((a, b) => compareFileNames(a.name, b.name)));
      byFolder.delete(folder);
    }
  }
  return out;
}
