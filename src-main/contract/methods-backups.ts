/**
 * The backups part of the API contract; contract.ts merges it into the one method list.
 *
 * The library keeps copies of itself in a `backups` folder beside it (one a day, one before each
 * upgrade of its format, and any the user asks for). The renderer names a copy only by the file
 * name the listing gave it, never by a path.
 */
import { z } from 'zod';
import { uploadId } from './schema-parts.ts';
import {
  UPLOAD_PIECE_BYTES,
  type BackupInfo,
  type BackupsOverview,
  type RestoreResult,
} from './backup-dto.ts';

const backupName = z.string().min(1).max(200);

export const backupMethodSchemas = {
  'backups.list': z.object({}).strict(),
  'backups.create': z.object({}).strict(),
  'backups.restore': z.object({ name: backupName }).strict(),
  'backups.delete': z.object({ name: backupName }).strict(),
  /**
   * Adding a library file from elsewhere: its pieces in order (`offset` 0 starts afresh), then
   * `backups.add` once all have come, or `backups.discard` to stop.
   */
  'backups.upload': z
    .object({
      uploadId,
      offset: z.number().int().min(0),
      data: z.string().max(Math.ceil(UPLOAD_PIECE_BYTES / 3) * 4),
    })
    .strict(),
  'backups.add': z
    .object({
      uploadId,
      fileName: z.string().min(1).max(1000),
      bytes: z.number().int().min(0),
      // When the file was last changed on the person's computer (ms since 1970).
      modifiedAt: z.number().int().min(0).optional(),
    })
    .strict(),
  'backups.discard': z.object({ uploadId }).strict(),
} as const;

export interface BackupMethodResults {
  'backups.list': BackupsOverview;
  'backups.create': BackupInfo;
  'backups.restore': RestoreResult;
  'backups.delete': { readonly deleted: boolean };
  'backups.upload': { readonly received: number };
  'backups.add': BackupInfo;
  'backups.discard': { readonly discarded: boolean };
}

export interface BackupEventPayloads {
  /**
   * The library's contents were replaced by a backup's: every window starts afresh, since what
   * it shows (and the attempt it plays) may no longer exist.
   */
  'library.replaced': RestoreResult;
}
