/**
 * Reading back a package electron-builder made: the fuses as they are set in its Electron binary
 * (read with @electron/fuses, the library electron-builder flips them with), and the paths its
 * asar archive holds (read from the archive's header, a JSON tree of folders and files).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { FuseState } from '@electron/fuses/dist/constants.js';
import type { Configuration } from 'electron-builder';

type Fuses = NonNullable<Configuration['electronFuses']>;
type FuseName = Exclude<keyof Fuses, 'resetAdHocDarwinSignature'>;

/** electron-builder's name of each fuse, with its place in the binary's fuse wire. */
const FUSE_PLACES: Readonly<Record<FuseName, FuseV1Options>> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
  loadBrowserProcessSpecificV8Snapshot: FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
  grantFileProtocolExtraPrivileges: FuseV1Options.GrantFileProtocolExtraPrivileges,
};

/**
 * The fuses `configured` names, as the binary at `electron` has them: true or false where the
 * wire says so, 'unset' where it leaves the fuse to Electron's default or has no such fuse.
 */
export async function fusesOf(
  electron: string,
  configured: Fuses,
): Promise<Partial<Record<FuseName, boolean | 'unset'>>> {
  const wire = await getCurrentFuseWire(electron);
  const read: Partial<Record<FuseName, boolean | 'unset'>> = {};
  for (const name of Object.keys(configured)) {
    if (!(name in FUSE_PLACES)) continue;
    const fuse = name as FuseName;
    const state = wire[FUSE_PLACES[fuse]];
    read[fuse] = state === FuseState.ENABLE ? true : state === FuseState.DISABLE ? false : 'unset';
  }
  return read;
}

/** The Electron binary (or macOS app) in the folder `npm run dist -- --dir` leaves for this platform. */
export function packagedBinary(unpacked: string, productName: string, linuxExecutable: string): string {
  if (process.platform === 'darwin') return join(unpacked, `${productName}.app`);
  if (process.platform === 'win32') return join(unpacked, `${productName}.exe`);
  return join(unpacked, linuxExecutable);
}

interface AsarEntry {
  readonly files?: Readonly<Record<string, AsarEntry>>;
  /** Set for a file kept beside the archive, in app.asar.unpacked. */
  readonly unpacked?: boolean;
  readonly link?: string;
}

export interface ArchivedFile {
  readonly path: string;
  readonly unpacked: boolean;
}

/**
 * Every file an asar archive lists, with forward slashes. The archive starts with two pickles:
 * one holding the size of the second, which holds the header's JSON after its own size and the
 * string's length (four bytes each, little-endian).
 */
export function asarFiles(archive: string): ArchivedFile[] {
  const fd = openSync(archive, 'r');
  try {
    const sizes = Buffer.alloc(16);
    readSync(fd, sizes, 0, sizes.length, 0);
    const json = Buffer.alloc(sizes.readUInt32LE(12));
    readSync(fd, json, 0, json.length, 16);
    const files: ArchivedFile[] = [];
    const walk = (entry: AsarEntry, path: string): void => {
      if (entry.files === undefined) {
        if (entry.link === undefined) files.push({ path, unpacked: entry.unpacked === true });
        return;
      }
      for (const [name, child] of Object.entries(entry.files))
        walk(child, path === '' ? name : `${path}/${name}`);
    };
    walk(JSON.parse(json.toString('utf8')) as AsarEntry, '');
    return files;
  } finally {
    closeSync(fd);
  }
}
