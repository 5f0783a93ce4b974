/**
 * The renderer is loaded from our own privileged scheme, `app://nonogram/`, rather than file://:
 * it gets a real origin (so the Content-Security-Policy's 'self' means exactly our files), and
 * only files inside the built renderer folder can be read through it.
 */
import { protocol, type Session } from 'electron';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { SECURITY_HEADERS } from '../backend/content-security-policy.ts';
import { exportDownload } from '../backend/exports/export-download.ts';
import type { ExportFiles } from '../backend/exports/export-files.ts';
import { APP_EXPORTS_PATH } from '../contract/bridge.ts';
import { contentTypeOf, resolveStaticPath } from '../backend/static-files.ts';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://nonogram`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Whether a URL belongs to our own renderer (WHATWG gives custom schemes an opaque origin). */
export function isAppUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}/`);
}

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Whether a URL is a finished export of ours, which downloads.ts lets through to the save dialog. */
export function isAppExportUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}${APP_EXPORTS_PATH}`);
}

export function serveRenderer(
  session: Session,
  rendererDir: string,
  exports: () => ExportFiles | null,
): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const files = exports();
    if (url.host === 'nonogram' && url.pathname.startsWith(APP_EXPORTS_PATH) && files) {
      return exportResponse(files, url.pathname.slice(APP_EXPORTS_PATH.length));
    }
    const file = url.host === 'nonogram' ? resolveStaticPath(rendererDir, url.pathname) : null;
    const body = file === null ? null : await readFile(file).catch(() => null);
    if (file === null || body === null) {
      return new Response('Not found', {
        status: 404,
        headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain' },
      });
    }
    return new Response(body, { headers: { ...SECURITY_HEADERS, 'Content-Type': contentTypeOf(file) } });
  });
}

/** The export streamed from disk: the download Electron writes to the path chosen in the save dialog. */
function exportResponse(exports: ExportFiles, exportId: string): Response {
  const download = exportDownload(exports, exportId);
  if (!download.found) {
    return new Response(download.message, {
      status: 404,
      headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain' },
    });
  }
  const body = Readable.toWeb(download.open()) as ReadableStream<Uint8Array>;
  return new Response(body, { headers: { ...SECURITY_HEADERS, ...download.headers } });
}
