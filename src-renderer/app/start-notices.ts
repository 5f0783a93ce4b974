/**
 * What the window says on its own rather than in answer to a click: at start, the library's
 * notices (one set aside as damaged) and a restore finished in this window; later, something
 * that went wrong out of sight (a daily backup) and files imported from the command line.
 */
import type { AppInfo } from '../../src-main/contract/dto.ts';
import type { AppServices } from '../lib/app-context.ts';
import { outcomeSentence } from '../lib/import/import-plan.ts';
import type { NoticeRequest } from '../lib/shell/notices.svelte.ts';
import type { Router } from '../lib/shell/router.svelte.ts';
import { takeRestoreNotice } from '../views/settings/restored-notice.ts';

/**
 * A notice about the library's file or its backups: it waits until the person has seen it, and
 * the way back is one of the backups.
 */
export function backupNotice(message: string, router: Router): NoticeRequest {
  return {
    tone: 'warning',
    title: 'Please note',
    message,
    sticky: true,
    action: { label: 'Show backups', run: () => router.go('settings', 'backups') },
  };
}

/** The notices of the start: the library's, then a restore this window asked for before reloading. */
export function showStartNotices(info: AppInfo, { notices, router }: AppServices): void {
  for (const message of info.notices) notices.show(backupNotice(message, router));
  const restored = takeRestoreNotice();
  if (restored)
    notices.show({ tone: 'success', title: 'Library restored', message: restored, timeoutMs: 8000 });
}

/** Follows the notices the backend sends while the window is open; returns the function that stops. */
export function followNotices({ api, notices, router }: AppServices): () => void {
  const stops = [
    api.on('app.notice', ({ message }) => notices.show(backupNotice(message, router))),
    api.on('files.imported', ({ summary }) =>
      notices.show({
        tone: summary.failed.length > 0 ? 'warning' : 'success',
        title: 'Files imported',
        message: outcomeSentence(summary),
      }),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
