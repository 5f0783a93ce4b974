/**
 * What the renderer may reach beyond its own files: nothing. Requests to anything but our scheme,
 * blobs our pages made (exports) and the developer tools are cancelled; permissions are refused except the two harmless ones
 * our own page uses (writing to the clipboard, going full screen); navigation away from our pages,
 * new windows and <webview> are blocked, and links to the few sites the app links to
 * (external-links.ts) open in the user's browser instead.
 */
import { shell, type Session, type WebContents } from 'electron';
import { APP_ORIGIN, isAppUrl } from './app-protocol.ts';
import { isAppBlobUrl } from './downloads.ts';
import { mayOpenExternally } from './external-links.ts';

const GRANTED = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(GRANTED.has(permission) && isAppUrl(details.requestingUrl));
  });
  session.setPermissionCheckHandler(
    (_contents, permission, requestingOrigin) => GRANTED.has(permission) && requestingOrigin === APP_ORIGIN,
  );
  session.webRequest.onBeforeRequest((details, callback) => {
    // Blob URLs of our own pages carry exports to the download handler (downloads.ts).
    const allowed =
      isAppUrl(details.url) || isAppBlobUrl(details.url) || details.url.startsWith('devtools://');
    callback({ cancel: !allowed });
  });
}

/** For every webContents the app creates: no pop-up windows, no <webview>. */
export function refuseWindowsAndWebviews(contents: WebContents): void {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (mayOpenExternally(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}

/** For our window: it shows our pages and nothing else. */
export function keepOnAppPages(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
}
