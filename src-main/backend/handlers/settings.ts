/** `settings.*`: the user's preferences, kept in the library. */
import { getSettings, updateSettings } from '../../library/settings.ts';
import type { Handlers } from '../../contract/methods.ts';
import type { HandlerContext } from '../handler-context.ts';

export function settingsHandlers({ db }: HandlerContext): Pick<Handlers, 'settings.get' | 'settings.set'> {
  return {
    'settings.get': async () => getSettings(db),
    'settings.set': async (patch) => updateSettings(db, patch),
  };
}
