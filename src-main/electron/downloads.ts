/**
 * Exports reach the disk as downloads: a file the backend wrote, streamed from our own scheme
 * (app-protocol.ts), or a blob the renderer made (lib/export/save-file.ts). Electron writes the
 * download straight to the path chosen in the platform's save dialog, opened in the Documents
 * folder with the file name and type the export chose. Downloads from anything else are refused.
 */
import { app, dialog, type BrowserWindow, type Session } from 'electron';
import { extname, join } from 'node:path';
import { APP_ORIGIN, isAppExportUrl } from './app-protocol.ts';

/** A blob URL our own renderer made: `blob:app://nonogram/<uuid>`. */
export function isAppBlobUrl(url: string): boolean {
  return url.startsWith(`blob:${APP_ORIGIN}/`);
}

export function handleDownloads(session: Session, window: () => BrowserWindow | null): void {
  session.on('will-download', (_event, item) => {
    if (!isAppBlobUrl(item.getURL()) && !isAppExportUrl(item.getURL())) {
      item.cancel();
      return;
    }
    const name = item.getFilename();
    const extension = extname(name).slice(1);
    const options = {
      title: 'Export puzzles',
      defaultPath: join(app.getPath('documents'), name),
      filters: extension === '' ? [] : [{ name: `.${extension} files`, extensions: [extension] }],
    };
    const owner = window();
    // Chosen before the download goes on: without a path Electron would pick one itself.
    const path = owner ? dialog.showSaveDialogSync(owner, options) : dialog.showSaveDialogSync(options);
    if (path === undefined) item.cancel();
    else item.setSavePath(path);
  });
}
