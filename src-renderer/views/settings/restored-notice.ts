/**
 * A restore starts every window afresh (what it showed may be gone). The sentence saying what
 * happened is kept in the window's session storage across that reload and shown once after it.
 */
import type { RestoreResult } from '../../../src-main/contract/backup-dto.ts';
import { backupDate } from './backup-words.ts';

const KEY = 'nonogram.restored';

export function rememberRestore(result: RestoreResult): void {
  const message =
    `Your puzzles, collections and progress are as they were on ${backupDate(result.restored.createdAt)}. ` +
    'The library as it was just before is kept as a backup (Settings), so you can go back to it.';
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (a private window): the reload simply shows no message.
  }
}

/** The remembered sentence, once. */
export function takeRestoreNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}

let restoringHere = false;

/** Set while this window's own restore call runs: it reloads once the call returns, not on the event. */
export function setRestoringHere(on: boolean): void {
  restoringHere = on;
}

export function isRestoringHere(): boolean {
  return restoringHere;
}
