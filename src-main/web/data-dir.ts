/**
 * Where browser mode keeps its library when no folder is given: the same folder the Electron app
 * uses (its `userData`), so both modes open one library. `$NONOGRAM_DATA_DIR` overrides it.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { DATA_DIR_ENV } from '../contract/bridge.ts';

/** The product name Electron derives `userData` from (package.json `productName`). */
export const PRODUCT_NAME = 'Nonogram Studio';

export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const override = env[DATA_DIR_ENV];
  if (override) return override;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PRODUCT_NAME);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), PRODUCT_NAME);
}
