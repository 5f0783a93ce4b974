/**
 * The player's choices for the play screen, kept in the settings table under one key. Anything
 * missing or of the wrong kind reads as its default, so a value from another version of the app
 * never breaks playing.
 */
import { DEFAULT_PLAY_OPTIONS, type PlayOptions } from '../contract/play-dto.ts';
import { readSetting, writeSetting } from './settings.ts';
import type { Db } from './sql.ts';

export const PLAY_OPTIONS_KEY = 'play';

export { DEFAULT_PLAY_OPTIONS };

export function getPlayOptions(db: Db): PlayOptions {
  const stored = readSetting(db, PLAY_OPTIONS_KEY);
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const flag = (key: keyof PlayOptions): boolean => {
    const value = record[key];
    return typeof value === 'boolean' ? value : DEFAULT_PLAY_OPTIONS[key];
  };
  return {
    flagContradictions: flag('flagContradictions'),
    mistakeMode: flag('mistakeMode'),
    dragOverwrite: flag('dragOverwrite'),
    autoCross: flag('autoCross'),
  };
}

export function updatePlayOptions(db: Db, patch: Partial<PlayOptions>): PlayOptions {
  return db.transaction(() => {
    const next = { ...getPlayOptions(db) };
    for (const key of ['flagContradictions', 'mistakeMode', 'dragOverwrite', 'autoCross'] as const) {
      const value = patch[key];
      if (value !== undefined) next[key] = value;
    }
    writeSetting(db, PLAY_OPTIONS_KEY, next);
    return next;
  })();
}
