/**
 * Where "Play" goes after saving: the Play screen where the app has one, else the Solve screen.
 * The registry is read when asked (it lists this screen too, so it cannot be read at load time).
 */
import { VIEWS } from '../registry.ts';

export function hasView(id: string): boolean {
  return VIEWS.some((view) => view.id === id);
}
