/**
 * Where the app is, as a hash in the address (`#/solve/12`): a reload or a browser-mode bookmark
 * comes back to the same screen, and views are reached by one small value.
 */

export interface Route {
  readonly view: string;
  /** What the view shows, such as a puzzle id; null for the view's own start. */
  readonly param: string | null;
}

export function parseRoute(hash: string, views: readonly string[], fallback: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  const view = parts[0] ?? '';
  if (!views.includes(view)) return { view: fallback, param: null };
  const param = parts[1] === undefined ? null : decodeURIComponent(parts[1]);
  return { view, param };
}

export function routeHash(route: Route): string {
  return route.param === null ? `#/${route.view}` : `#/${route.view}/${encodeURIComponent(route.param)}`;
}

/** A positive integer id from a route parameter, or null. */
export function idParam(param: string | null): number | null {
  if (param === null || !/^[1-9]\d{0,14}$/.test(param)) return null;
  return Number(param);
}
