/**
 * The backups part of the API contract; contract.ts merges it into the one method list.
 *
 * The library keeps copies of itself in a `backups` folder beside it (one a day, one before each
 * upgrade of its format, and any the user asks for). The renderer names a copy only by the file
 * name the listing gave it, never by a path.
 */
import { z } from 'zod';
import type { BackupInfo, BackupsOverview, RestoreResult } from './backup-dto.ts';

const backupName = z.string().min(1).max(200);

export const backupMethodSchemas = {
  'backups.list': z.object({}).strict(),
  'backups.create': z.object({}).strict(),
  'backups.restore': z.object({ name: backupName }).strict(),
  'backups.delete': z.object({ name: backupName }).strict(),
} as const;

export interface BackupMethodResults {
  'backups.list': BackupsOverview;
  'backups.create': BackupInfo;
  'backups.restore': RestoreResult;
  'backups.delete': { readonly deleted: boolean };
}

export interface BackupEventPayloads {
  /**
   * The library's contents were replaced by a backup's: every window starts afresh, since what
   * it shows (and the attempt it plays) may no longer exist.
   */
  'library.replaced': RestoreResult;
}
