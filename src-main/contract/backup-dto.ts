/** Shapes of the backups part of the API (contract-backups.ts), shared by the library and the renderer. */

/**
 * Why a copy exists: made each day, asked for, taken before a migration or a restore replaced the
 * library, or added by the user from a file kept elsewhere.
 */
export type BackupKind = 'daily' | 'saved' | 'before-migration' | 'before-restore' | 'added';

/** A library file added from elsewhere is sent in pieces of at most this many bytes (base64 in the call). */
export const UPLOAD_PIECE_BYTES = 4 * 1024 * 1024;

export interface BackupInfo {
  /** The file's name in the backups folder; the only handle the renderer has on it. */
  readonly name: string;
  readonly kind: BackupKind;
  /** When the file was written (ISO 8601). */
  readonly createdAt: string;
  readonly bytes: number;
  /** Puzzles in it (not counting deleted ones) and how many of those are solved; null when it cannot be read. */
  readonly puzzles: number | null;
  readonly solved: number | null;
  /** Why it cannot be restored (damaged, from a newer app), or null. */
  readonly problem: string | null;
}

export interface BackupsOverview {
  /** The folder the copies are in, to show the user. */
  readonly folder: string;
  readonly libraryFile: string;
  readonly libraryBytes: number;
  readonly puzzles: number;
  /** What the copies take on disk together. */
  readonly backupsBytes: number;
  /** Newest first. */
  readonly backups: readonly BackupInfo[];
}

export interface RestoreResult {
  readonly restored: BackupInfo;
  /** The copy of the library as it was just before, itself restorable. */
  readonly savedAs: BackupInfo;
}
