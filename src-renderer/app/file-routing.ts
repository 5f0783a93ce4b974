/**
 * Files chosen or dropped: photos and scans are read into the typing screen, one at a time; for
 * puzzle files the import dialog asks where their puzzles go.
 */
import type { AppServices } from '../lib/app-context.ts';
import type { Gathered } from '../lib/import/gather-files.ts';
import { isPhotoFile } from '../lib/photo/photo-files.ts';

export function routeFiles({ importer, notices, photos }: AppServices, all: Gathered): void {
  const photo = all.files.find((picked) => isPhotoFile(picked.file));
  const gathered = { ...all, files: all.files.filter((picked) => !isPhotoFile(picked.file)) };
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
