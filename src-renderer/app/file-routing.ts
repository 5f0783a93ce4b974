/**
 * Files chosen or dropped: photos and scans are read into the typing screen, one at a time, and
 * several photos at once are offered to be read as a book; for puzzle files the import dialog
 * asks where their puzzles go.
 */
import type { AppServices } from '../lib/app-context.ts';
import type { Gathered } from '../lib/import/gather-files.ts';
import { isPhotoFile } from '../lib/photo/photo-files.ts';

export function routeFiles({ importer, notices, photos, books }: AppServices, all: Gathered): void {
  const photo = all.files.find((picked) => isPhotoFile(picked.file));
  const gathered = { ...all, files: all.files.filter((picked) => !isPhotoFile(picked.file)) };
  const pictures = all.files.filter((picked) => isPhotoFile(picked.file));
  if (pictures.length > 1) {
    // Several pages at once are a scanned book: the book dialog shows them in order and reads them.
    importer.close();
    books.choose(pictures.map((picked) => renamed(picked.file, picked.name)));
    if (gathered.files.length > 0) importer.plan(gathered);
    return;
  }
  if (photo) {
    if (gathered.files.length === 0) importer.close();
    const others = all.files.length - gathered.files.length - 1;
    if (others > 0)
      notices.show({
        tone: 'info',
        title: 'One photo at a time',
        message: `“${photo.name}” is read now; read the other ${others === 1 ? 'one' : others} from the typing screen after it.`,
      });
    void photos.read(photo.file);
    if (gathered.files.length === 0) return;
  }
  importer.plan(gathered);
}

/** The file under its name in the folder picked ("scans/page2.jpg"), so pages sort by it. */
function renamed(file: File, name: string): File {
  return name === file.name
    ? file
    : new File([file], name, { type: file.type, lastModified: file.lastModified });
}
