/** `app.*`: what the renderer needs to know about the running app, and showing its folders. */
import { mkdirSync } from 'node:fs';
import { backupFolder } from '../../library/backup-list.ts';
import type { Handlers } from '../../contract/methods.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { HandlerContext } from '../handler-context.ts';

export function appHandlers(
  context: HandlerContext,
): Pick<Handlers, 'app.info' | 'app.openFolder' | 'app.menuState'> {
  const { info, openFolder, setMenuState } = context;
  return {
    'app.info': async () => info,
    'app.menuState': async ({ commands, checked = [] }) => {
      if (!setMenuState) return { applied: false };
      setMenuState({ available: new Set(commands), checked: new Set(checked) });
      return { applied: true };
    },
    'app.openFolder': async ({ folder }) => {
      if (!openFolder) {
        throw new ApiFailure(
          'invalid-arguments',
          'Folders can be opened from the desktop app only. In browser mode the path is shown instead.',
        );
      }
      const path = folder === 'backups' ? backupFolder(info.dataDir) : info.dataDir;
      // The backups folder appears with the first copy; showing it should not wait for that.
      mkdirSync(path, { recursive: true });
      const problem = await openFolder(path);
      if (problem !== '')
        throw new ApiFailure('internal', `The folder ${path} could not be opened: ${problem}`);
      return { path };
    },
  };
}
