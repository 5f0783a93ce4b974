/**
 * Finished exports waiting to be fetched: `library.export` writes the file here (exports/ in the
 * data folder), and the transport hands it on as a streamed download (browser mode's
 * `GET /api/exports/<id>`, Electron's `app://nonogram/exports/<id>`), after which it is removed.
 * So an export of any size is never held in memory, neither by the backend nor by the window.
 * One nobody fetches is removed after a while, and whatever a kill left behind at the next start.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Long enough for the person to pick a place in the save dialog. */
const UNCLAIMED_MS = 30 * 60_000;

export interface ExportFile {
  readonly path: string;
  readonly fileName: string;
  readonly bytes: number;
}

export class ExportFiles {
  readonly #dir: string;
  readonly #ready = new Map<string, ExportFile & { readonly expiry: NodeJS.Timeout }>();

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'exports');
    // Left by a kill: nobody can fetch them any more.
    rmSync(this.#dir, { recursive: true, force: true });
  }

  /** A new export's id and the path to write it to. */
  reserve(): { readonly exportId: string; readonly path: string } {
    mkdirSync(this.#dir, { recursive: true });
    const exportId = randomUUID();
    return { exportId, path: join(this.#dir, `${exportId}.part`) };
  }

  /** Offers a written export for fetching. */
  publish(exportId: string, file: ExportFile): void {
    const expiry = setTimeout(() => this.take(exportId)?.remove(), UNCLAIMED_MS);
    expiry.unref();
    this.#ready.set(exportId, { ...file, expiry });
  }

  /** Hands the export over once; the taker removes it when it has been sent. */
  take(exportId: string): (ExportFile & { remove(): void }) | undefined {
    const file = this.#ready.get(exportId);
    if (!file) return undefined;
    this.#ready.delete(exportId);
    clearTimeout(file.expiry);
    return {
      path: file.path,
      fileName: file.fileName,
      bytes: file.bytes,
      remove: () => removeFile(file.path),
    };
  }

  /** Removes every export not fetched (the app is closing). */
  close(): void {
    for (const id of [...this.#ready.keys()]) this.take(id)?.remove();
  }
}

export function removeFile(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch (error) {
    // Removed at the next start instead.
    console.error(`The export ${path} could not be removed:`, error);
  }
}
