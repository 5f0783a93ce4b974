/**
 * Browser mode's access token. The server prints a URL with `?token=...`; the renderer keeps the
 * token for the tab (sessionStorage, so a reload still works) and takes it out of the address bar
 * so it does not linger in history or screenshots.
 */
import { TOKEN_QUERY } from '../../../src-main/contract/bridge.ts';

export interface TokenLookup {
  readonly token: string | null;
  /** The query string without the token, or null when it had none. */
  readonly cleanedSearch: string | null;
}

/** Finds the token in a query string, else falls back to the one stored earlier in this tab. */
export function findToken(search: string, stored: string | null): TokenLookup {
  const params = new URLSearchParams(search);
  const fromUrl = params.get(TOKEN_QUERY);
  if (!fromUrl) return { token: stored, cleanedSearch: null };
  params.delete(TOKEN_QUERY);
  const rest = params.toString();
  return { token: fromUrl, cleanedSearch: rest ? `?${rest}` : '' };
}
