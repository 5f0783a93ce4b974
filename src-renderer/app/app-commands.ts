/**
 * The window's commands, from the menu, the keyboard or a button: what each one does, and the
 * menu of the desktop app kept in step with what the screen on show can take.
 */
import { messageOf } from '../lib/api/errors.ts';
import type { AppServices } from '../lib/app-context.ts';
import { wholeLibrary } from '../lib/puzzle-set.ts';
import { passToTextField } from '../lib/shell/text-entry.ts';
import { isRestoringHere, rememberRestore } from '../views/settings/restored-notice.ts';

/** Registers the commands; returns the function that removes them. */
export function handleCommands(app: AppServices, showHelp: () => void): () => void {
  const { api, notices, router, commands, importer, exporter, printer, generator, photos, books } = app;
  const stops = [
    commands.handle('import', () => importer.show()),
    commands.handle('export', () => {
      void wholeLibrary(api)
        .then((request) => exporter.show(request))
        .catch((error: unknown) => notices.error(messageOf(error), 'Export'));
    }),
    commands.handle('print', () => {
      void wholeLibrary(api)
        .then((request) => printer.show(request))
        .catch((error: unknown) => notices.error(messageOf(error), 'Print'));
    }),
    commands.handle('show-library', () => router.go('library', null)),
    // What the menu's Select All did before the library took it: the page's text.
    commands.handle('select-all', () => document.execCommand('selectAll')),
    commands.handle('new-puzzle', () => router.go('entry', null)),
    commands.handle('generate', () => generator.show()),
    commands.handle('read-photo', () => photos.choose()),
    commands.handle('read-book', () => books.show()),
    commands.handle('settings', () => router.go('settings', null)),
    commands.handle('help', showHelp),
    api.on('menu.command', ({ command }) => {
      if (!passToTextField(command)) commands.run(command);
    }),
    // Another window restored a backup: what this one shows may be gone, so it starts afresh.
    api.on('library.replaced', (result) => {
      if (isRestoringHere()) return;
      rememberRestore(result);
      location.reload();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * The desktop app greys out the menu items the screen cannot take; a burst of changes (a screen
 * going and the next one coming) is reported once. Returns the function that stops following.
 */
export function syncMenu({ api, commands, notices }: AppServices): () => void {
  let pending = false;
  const report = (): void => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      api
        .call('app.menuState', { commands: commands.available(), checked: commands.checked() })
        .catch((error: unknown) => {
          notices.error(messageOf(error), 'The menu could not be updated');
        });
    });
  };
  report();
  return commands.onChange(report);
}
