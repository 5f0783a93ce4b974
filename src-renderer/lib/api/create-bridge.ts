/** Picks the transport: the Electron preload's bridge when there is one, else HTTP to browser mode. */
import type { ApiBridge } from '../../../src-main/contract/bridge.ts';
import { BRIDGE_GLOBAL } from '../../../src-main/contract/bridge.ts';
import { createHttpBridge } from './http-bridge.ts';
import { findToken } from './token.ts';

const TOKEN_STORAGE_KEY = 'nonogram.token';

export function createBridge(): ApiBridge {
  const preload: unknown = Reflect.get(window, BRIDGE_GLOBAL);
  if (isBridge(preload)) return preload;
  return createHttpBridge(takeToken() ?? '');
}

function isBridge(value: unknown): value is ApiBridge {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'call') === 'function' &&
    typeof Reflect.get(value, 'on') === 'function'
  );
}

/** Reads the token for this tab, remembering it and tidying the URL. */
function takeToken(): string | null {
  const lookup = findToken(location.search, sessionStorage.getItem(TOKEN_STORAGE_KEY));
  if (lookup.token) sessionStorage.setItem(TOKEN_STORAGE_KEY, lookup.token);
  if (lookup.cleanedSearch !== null) {
    history.replaceState(history.state, '', `${location.pathname}${lookup.cleanedSearch}${location.hash}`);
  }
  return lookup.token;
}
