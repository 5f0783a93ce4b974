/** What every screen's component receives from the router (views/registry.ts lists the screens). */
export interface ViewProps {
  /** The route's parameter, such as a puzzle id, or null. */
  param: string | null;
}
