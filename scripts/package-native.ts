/**
 * The one native module a package takes: out/native holds an Electron build of better-sqlite3 for
 * every Electron version, platform and architecture ever prepared on this machine, and a package
 * needs only its own. Before each package is made (electron.config.ts's beforeBuild), the target's
 * build is copied alone into out/package-native, which the package takes as out/native, the path
 * the app looks in (src-main/electron/native-binding.ts).
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { electronNativeBindingPath } from '../src-main/electron/native-binding.ts';

export const PACKAGE_NATIVE_FOLDER = join('out', 'package-native');

export interface NativeTarget {
  readonly electronVersion: string;
  readonly platform: string;
  readonly arch: string;
}

/** Copies the target's build alone into out/package-native (emptied first); returns its new path. */
export function stagePackageNative(projectRoot: string, target: NativeTarget): string {
  const source = electronNativeBindingPath(projectRoot, target.electronVersion, target.platform, target.arch);
  const folder = join(projectRoot, PACKAGE_NATIVE_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const staged = join(folder, basename(source));
  copyFileSync(source, staged);
  return staged;
}
