/** The bundle's path when it is up to date with the sources under `root`, else null. */
export function freshBundle(root: string): string | null;
