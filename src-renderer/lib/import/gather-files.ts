/**
 * Collects the files an import should read, from a file input (files or a whole folder) or from a
 * drop, where folders arrive as entries to be walked.
 */
import { isPhotoFile } from '../photo/photo-files.ts';
import { looksLikePuzzleFile } from './import-plan.ts';

/** A folder's puzzle files, and its page photos and scans (a scanned book, read as one). */
function wanted(name: string): boolean {
  return looksLikePuzzleFile(name) || isPhotoFile({ name, type: '' });
}

export interface PickedFile {
  /** The name shown in the summary: the path inside a picked or dropped folder. */
  readonly name: string;
  readonly file: File;
}

export interface Gathered {
  readonly files: readonly PickedFile[];
  /** Files inside folders that were left out as neither puzzle files nor page pictures. */
  readonly skipped: number;
}

/** From `<input type="file">`: with `webkitdirectory` every file has a relative path. */
export function gatherFromInput(list: FileList): Gathered {
  const files: PickedFile[] = [];
  let skipped = 0;
  for (const file of list) {
    const inFolder = file.webkitRelativePath !== '';
    const name = inFolder ? file.webkitRelativePath : file.name;
    if (inFolder && !wanted(name)) skipped++;
    else files.push({ name, file });
  }
  return { files, skipped };
}

/**
 * From a drop. The entries must be taken while the drop event is being handled (the browser
 * empties the DataTransfer afterwards), so call this synchronously from the handler.
 */
export function gatherFromDrop(transfer: DataTransfer): Promise<Gathered> {
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const item of transfer.items) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry();
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile();
      if (file) loose.push(file);
    }
  }
  return walkEntries(entries, loose);
}

/** Whether a drag carries files (so the window should offer to import them). */
export function dragHasFiles(transfer: DataTransfer | null): boolean {
  return transfer !== null && transfer.types.includes('Files');
}

async function walkEntries(entries: readonly FileSystemEntry[], loose: readonly File[]): Promise<Gathered> {
  const files: PickedFile[] = loose.map((file) => ({ name: file.name, file }));
  let skipped = 0;
  const visit = async (entry: FileSystemEntry, inFolder: boolean): Promise<void> => {
    if (isFile(entry)) {
      const name = entry.fullPath.replace(/^\//, '');
      if (inFolder && !wanted(name)) {
        skipped++;
        return;
      }
      files.push({ name, file: await fileOf(entry) });
    } else if (isDirectory(entry)) {
      for (const child of await childrenOf(entry)) await visit(child, true);
    }
  };
  for (const entry of entries) await visit(entry, false);
  return { files, skipped };
}

function isFile(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

function isDirectory(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** A directory reader hands out entries in portions; read until it returns none. */
async function childrenOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const portion = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (portion.length === 0) return all;
    all.push(...portion);
  }
}
