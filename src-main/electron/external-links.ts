/**
 * Which links the desktop app hands to the system's browser: https links to the few sites the
 * app's own pages link to, and nothing else. A page that asks to open any other address (a
 * compromised renderer, a link in a puzzle's notes) gets nothing: a URL opened by the system can
 * start other programs, so only addresses known in advance leave the app.
 */

/** The sites the help links to (the puzzle formats' own descriptions). Exact host names. */
export const EXTERNAL_SITES: ReadonlySet<string> = new Set(['webpbn.com', 'www.chiark.greenend.org.uk']);

export function mayOpenExternally(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    EXTERNAL_SITES.has(url.hostname)
  );
}
