/**
 * The schema's history, oldest first. Each step runs in one transaction together with the
 * `PRAGMA user_version` it sets, so a crash leaves the file at one version or the next, never
 * between. A file whose version is newer than the last step here belongs to a newer app: it is
 * refused, not touched.
 */
import { LibraryError } from '../errors.ts';
import type { Db } from '../sql.ts';
import { updateToVersion1 } from './v1.ts';
import { updateToVersion2 } from './v2.ts';
import { updateToVersion3 } from './v3.ts';
import { updateToVersion4 } from './v4.ts';
import { updateToVersion5 } from './v5.ts';
import { updateToVersion6 } from './v6.ts';
import { updateToVersion7 } from './v7.ts';
import { updateToVersion8 } from './v8.ts';
import { updateToVersion9 } from './v9.ts';
import { updateToVersion10 } from './v10.ts';

export interface Migration {
  readonly version: number;
  readonly update: (db: Db) => void;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, update: updateToVersion1 },
  { version: 2, update: updateToVersion2 },
  { version: 3, update: updateToVersion3 },
  { version: 4, update: updateToVersion4 },
  { version: 5, update: updateToVersion5 },
  { version: 6, update: updateToVersion6 },
  { version: 7, update: updateToVersion7 },
  { version: 8, update: updateToVersion8 },
  { version: 9, update: updateToVersion9 },
  { version: 10, update: updateToVersion10 },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function assertNotNewer(db: Db, known: number = SCHEMA_VERSION): void {
  const version = schemaVersion(db);
  if (version > known) {
    throw new LibraryError(
      'database',
      `The puzzle library was last used by a newer version of the app (library version ${version}; ` +
        `this one knows up to ${known}). Update the app to open it, or start it with another data folder.`,
    );
  }
}

/** Brings the schema up to `target` (default: the latest) one version at a time; returns the versions applied. */
export function migrate(db: Db, target: number = SCHEMA_VERSION, migrations = MIGRATIONS): number[] {
  assertNotNewer(db, migrations.length);
  const applied: number[] = [];
  for (const migration of migrations) {
    if (migration.version > target) break;
    if (migration.version <= schemaVersion(db)) continue;
    db.transaction(() => {
      migration.update(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}
