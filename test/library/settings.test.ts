import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  getSettings,
  readSetting,
  updateSettings,
  writeSetting,
} from '../../src-main/library/settings.ts';
import { openTemp } from './temp-library.ts';

describe('settings', () => {
  it('start at the defaults', () => {
    const { db } = openTemp();
    expect(getSettings(db)).toEqual(DEFAULT_SETTINGS);
  });

  it('change only the fields given and survive a reopen', () => {
    const first = openTemp();
    expect(updateSettings(first.db, { theme: 'dark' })).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    updateSettings(first.db, { librarySort: 'title' });
    updateSettings(first.db, { exportFormat: 'non' });
    const print = {
      paper: 'letter',
      content: 'both',
      titles: false,
      split: false,
      repeatClues: false,
      orientation: 'landscape',
    } as const;
    updateSettings(first.db, { print });
    updateSettings(first.db, { generate: { width: 30, height: 20, colors: 3, level: 'hard', count: 5 } });
    updateSettings(first.db, { entryPicture: true, welcomed: true });
    first.db.close();
    expect(getSettings(openTemp(first.dir).db)).toEqual({
      theme: 'dark',
      librarySort: 'title',
      exportFormat: 'non',
      print,
      generate: { width: 30, height: 20, colors: 3, level: 'hard', count: 5 },
      entryPicture: true,
      welcomed: true,
    });
  });

  it('read print choices stored before "clues on every page" and orientation existed, as their defaults', () => {
    const { db } = openTemp();
    writeSetting(db, 'print', { paper: 'letter', content: 'both', titles: false, split: true });
    expect(getSettings(db).print).toEqual({
      paper: 'letter',
      content: 'both',
      titles: false,
      split: true,
      repeatClues: true,
      orientation: 'auto',
    });
  });

  it('fall back to the default for a value of the wrong kind', () => {
    const { db } = openTemp();
    writeSetting(db, 'theme', 'purple');
    writeSetting(db, 'librarySort', 42);
    writeSetting(db, 'exportFormat', 'pynogram');
    writeSetting(db, 'entryPicture', 'yes');
    writeSetting(db, 'print', { paper: 'a3', content: 'both', titles: true, split: true });
    expect(getSettings(db)).toEqual(DEFAULT_SETTINGS);
    writeSetting(db, 'print', { paper: 'a4', content: 'both' });
    expect(getSettings(db)).toEqual(DEFAULT_SETTINGS);
    writeSetting(db, 'generate', { width: 200, height: 20, colors: 1, level: 'easy', count: 1 });
    expect(getSettings(db)).toEqual(DEFAULT_SETTINGS);
    writeSetting(db, 'generate', { width: 20, height: 20, colors: 1, level: 'fiendish', count: 1 });
    expect(getSettings(db)).toEqual(DEFAULT_SETTINGS);
    db.prepare(`UPDATE settings SET value = '{not json' WHERE key = 'theme'`).run();
    expect(readSetting(db, 'theme')).toBeUndefined();
  });

  it('keep other keys as JSON values', () => {
    const { db } = openTemp();
    writeSetting(db, 'window', { width: 800, height: 600 });
    expect(readSetting(db, 'window')).toEqual({ width: 800, height: 600 });
    expect(readSetting(db, 'missing')).toBeUndefined();
  });
});
