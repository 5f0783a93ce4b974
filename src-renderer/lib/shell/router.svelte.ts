/** The current route as state, kept in step with the address hash. */
import { parseRoute, routeHash, type Route } from './routes.ts';

export class Router {
  #route = $state.raw<Route>({ view: '', param: null });
  readonly #views: readonly string[];
  readonly #fallback: string;
  /** The last parameter each view had, so the sidebar returns to the puzzle that was open. */
  #lastParam = $state.raw<Readonly<Record<string, string | null>>>({});

  constructor(views: readonly string[], fallback: string) {
    this.#views = views;
    this.#fallback = fallback;
    this.#sync();
    window.addEventListener('hashchange', () => this.#sync());
  }

  get route(): Route {
    return this.#route;
  }

  /** Opens a view; without a parameter it reopens what the view showed last. */
  go(view: string, param?: string | null): void {
    const hash = param === undefined ? this.hrefFor(view) : routeHash({ view, param });
    if (location.hash !== hash) location.hash = hash;
  }

  /** The address of a view as the sidebar links to it: with what it showed last. */
  hrefFor(view: string): string {
    return routeHash({ view, param: this.#lastParam[view] ?? null });
  }

  #sync(): void {
    const route = parseRoute(location.hash, this.#views, this.#fallback);
    this.#lastParam = { ...this.#lastParam, [route.view]: route.param };
    this.#route = route;
  }
}
