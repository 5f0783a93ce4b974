/**
 * The renderer is loaded from our own privileged scheme, `app://nonogram/`, rather than file://:
 * it gets a real origin (so the Content-Security-Policy's 'self' means exactly our files), and
 * only files inside the built renderer folder can be read through it.
 */
import { protocol, type Session } from 'electron';
import { readFile } from 'node:fs/promises';
import { SECURITY_HEADERS } from '../backend/content-security-policy.ts';
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

export function serveRenderer(session: Session, rendererDir: string): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
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
