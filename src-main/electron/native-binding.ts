/**
 * better-sqlite3 is a native module, built for one runtime's ABI. node_modules holds the Node build
 * (tests, CLI, browser mode); the Electron build lives under out/native, named by Electron version
 * and platform, so `npm test` and `npm start` never overwrite each other's. Packaging copies the
 * same file into the app.
 */
import { join } from 'node:path';

export function electronNativeBindingPath(
  projectRoot: string,
  electronVersion: string,
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return join(
    projectRoot,
    'out',
    'native',
    `better_sqlite3-electron-${electronVersion}-${platform}-${arch}.node`,
  );
}
