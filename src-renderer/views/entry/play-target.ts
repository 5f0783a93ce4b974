/**
 * Where "play it" goes after saving: the Play screen where the app has one, else the Solve screen.
 * The registry is read when asked (it lists this screen too, so it cannot be read at load time).
 */
import { VIEWS } from '../registry.ts';

export function playViewId(): string {
  return VIEWS.some((view) => view.id === 'play') ? 'play' : 'solve';
}
