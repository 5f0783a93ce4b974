import type { HintView } from './play-session.svelte.ts';

/** What the hint button says: a first hint, the shown step's cells, or the next hint. */
export function hintAskLabel(shown: HintView | null): string {
  if (!shown) return 'Hint';
  return shown.hint.kind === 'step' && !shown.showCells ? 'Show the cells' : 'Another hint';
}
