/**
 * Settings as key and JSON value. The app's own settings are read through `getSettings`, which
 * falls back to the default for anything missing or not of the expected kind, so a value written
 * by an older or newer app never breaks the start.
 */
import { generateSettings, printSettings } from '../contract/methods.ts';
import {
  DEFAULT_GENERATE_SETTINGS,
  DEFAULT_PRINT_SETTINGS,
  type Settings,
  type Theme,
} from '../contract/dto.ts';
import { FORMATS } from '../engine/formats/index.ts';
import { prepared, type Db } from './sql.ts';

export const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  librarySort: 'created',
  exportFormat: 'webpbn',
  print: DEFAULT_PRINT_SETTINGS,
  generate: DEFAULT_GENERATE_SETTINGS,
  entryPicture: false,
  welcomed: false,
};

const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export interface SettingRow {
  readonly key: string;
  readonly value: string;
}

export function readSetting(db: Db, key: string): unknown {
  const row = prepared(db, 'SELECT key, value FROM settings WHERE key = ?').get(key) as
    SettingRow | undefined;
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

export function writeSetting(db: Db, key: string, value: unknown): void {
  prepared(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}

export function getSettings(db: Db): Settings {
  const theme = readSetting(db, 'theme');
  const librarySort = readSetting(db, 'librarySort');
  const exportFormat = readSetting(db, 'exportFormat');
  const print = printSettings.safeParse(readSetting(db, 'print'));
  const generate = generateSettings.safeParse(readSetting(db, 'generate'));
  const entryPicture = readSetting(db, 'entryPicture');
  const welcomed = readSetting(db, 'welcomed');
  return {
    theme: THEMES.find((known) => known === theme) ?? DEFAULT_SETTINGS.theme,
    librarySort:
      typeof librarySort === 'string' && librarySort.length <= 50
        ? librarySort
        : DEFAULT_SETTINGS.librarySort,
    exportFormat:
      FORMATS.find((format) => format.canWrite && format.id === exportFormat)?.id ??
      DEFAULT_SETTINGS.exportFormat,
    print: print.success ? print.data : DEFAULT_SETTINGS.print,
    generate: generate.success ? generate.data : DEFAULT_SETTINGS.generate,
    entryPicture: typeof entryPicture === 'boolean' ? entryPicture : DEFAULT_SETTINGS.entryPicture,
    welcomed: typeof welcomed === 'boolean' ? welcomed : DEFAULT_SETTINGS.welcomed,
  };
}

export function updateSettings(db: Db, patch: Partial<Settings>): Settings {
  return db.transaction(() => {
    for (const [key, value] of Object.entries(patch)) if (value !== undefined) writeSetting(db, key, value);
    return getSettings(db);
  })();
}
