/** How a backup reads in the list: what it is, when it was made and how big it is. */
import type { BackupInfo, BackupKind } from '../../../src-main/contract/backup-dto.ts';
import { plural } from '../../lib/format.ts';

export const KIND_LABELS: Readonly<Record<BackupKind, string>> = {
  daily: 'Daily copy',
  saved: 'Saved by you',
  'before-migration': 'Before an update',
  'before-restore': 'Before a restore',
  added: 'Added from a file',
};

/** "3 January 2026, 08:00" in the reader's time zone. */
export function backupDate(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time}`;
}

/** "820 KB", "14.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

/** "40 puzzles, 3 solved", or why the copy cannot be used. */
export function contentsLine(backup: BackupInfo): string {
  if (backup.problem !== null || backup.puzzles === null)
    return `Cannot be restored: ${backup.problem ?? 'unreadable'}`;
  return `${plural(backup.puzzles, 'puzzle')}, ${(backup.solved ?? 0).toLocaleString('en')} solved`;
}

/** The sentence the confirmation asks with. */
export function restoreQuestion(backup: BackupInfo, current: number): string {
  const contents = plural(backup.puzzles ?? 0, 'puzzle');
  const becomes =
    backup.kind === 'added'
      ? `Your puzzles, collections and progress will be those of the file you added, last changed on ${backupDate(backup.createdAt)} (${contents}).`
      : `Your puzzles, collections and progress will be as they were on ${backupDate(backup.createdAt)} (${contents}).`;
  return (
    `${becomes} The library as it is now (${plural(current, 'puzzle')}) is saved as a backup first, so you ` +
    'can go back to it. Your settings stay as they are.'
  );
}
