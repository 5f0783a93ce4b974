/**
 * The packaged desktop app, checked without Electron's binary: electron-builder's own schema
 * accepts the configuration, and the files it would pack (worked out in packed-files.ts) are the
 * ones the app needs at run time, no more: main, preload, solver and file worker, the renderer and
 * every asset its page loads, the starter collection, the window's icon, the production
 * dependencies the bundles import, and one native module, the target's, unpacked with what loads
 * it. The icons, the file associations and Electron's fuses are checked too. Where Electron's
 * binary is installed, `npm run dist -- --dir` makes the package: its fuses are read back from the
 * binary and its archive's files compared with those worked out here.
 */
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import type { FileAssociation } from 'electron-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../electron.config.ts';
import {
  FILE_ICON,
  LINUX_EXECUTABLE,
  LINUX_MIME_FILE,
  linuxMimeTypes,
  PUZZLE_FILE_TYPES,
} from '../../scripts/file-types.ts';
import { ICON_FOLDER, ICON_SIZES, sourceHash } from '../../scripts/make-icons.ts';
import { PACKAGE_NATIVE_FOLDER, stagePackageNative } from '../../scripts/package-native.ts';
import {
  buildElectronIfStale,
  buildRendererIfStale,
  electronVersion,
  installedElectron,
  PROJECT_ROOT,
} from '../../scripts/start.ts';
import { FORMATS } from '../../src-main/engine/formats/index.ts';
import { childElements, parseXml, type XmlElement } from '../engine/formats/xml-tree.ts';
import { electronNativeBindingPath } from '../../src-main/electron/native-binding.ts';
import { WINDOW_ICON } from '../../src-main/electron/window-icon.ts';
import { tempFolder } from '../temp-folder.ts';
import { SENTINEL } from '@electron/fuses/dist/constants.js';
import { asarFiles, fusesOf, packagedBinary } from './built-package.ts';
import { matchesAny, packedFiles, type PackedFile } from './packed-files.ts';

const BUNDLES = ['main.cjs', 'preload.cjs', 'solver.mjs', 'file-worker.mjs'].map(
  (name) => `out/electron/${name}`,
);
const nativeName = (): string =>
  electronNativeBindingPath('', electronVersion(), process.platform, process.arch).split(/[\\/]/).pop()!;

let packed: PackedFile[] = [];
let paths: Set<string>;

beforeAll(() => {
  buildRendererIfStale();
  buildElectronIfStale();
  packed = packedFiles(config, PROJECT_ROOT);
  paths = new Set(packed.map((file) => file.path));
}, 600_000);

/** Every file the app loads at run time: main, preload, workers, the page and its assets, the starter collection, the window's icon. */
function needed(): string[] {
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { main: string };
  const index = readFileSync(join(PROJECT_ROOT, 'out/renderer/index.html'), 'utf8');
  const assets = [...index.matchAll(/(?:src|href)="\.?\/?([^"#?:]+)"/g)].map(
    (match) => `out/renderer/${match[1]}`,
  );
  expect(assets.length).toBeGreaterThan(0);
  const collection = JSON.parse(
    readFileSync(join(PROJECT_ROOT, 'resources/starter/collection.json'), 'utf8'),
  ) as {
    puzzles: { file: string }[];
  };
  return [
    'package.json',
    pkg.main,
    ...BUNDLES,
    'out/renderer/index.html',
    ...assets,
    'resources/starter/collection.json',
    ...collection.puzzles.map(({ file }) => `resources/starter/${file}`),
    WINDOW_ICON,
  ];
}

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The packages a bundle imports (not Node's own modules, not Electron). */
function importedPackages(bundle: string): string[] {
  const text = readFileSync(join(PROJECT_ROOT, bundle), 'utf8');
  const names = [...text.matchAll(/(?:require\(|from\s*)"([^"./][^"]*)"/g)].map((match) => match[1]!);
  const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`), 'electron']);
  return [...new Set(names.filter((name) => !builtins.has(name)))];
}

describe('the package configuration', () => {
  it("passes electron-builder's own validation", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('sets the fuses: no running as Node, no NODE_OPTIONS or --inspect, encrypted cookies, the app only from a checked asar', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});

describe('the files packed', () => {
  it('hold every file the app loads at run time', () => {
    expect(needed().filter((path) => !paths.has(path))).toEqual([]);
  });

  it('hold the packages the bundles import, with the files their entry points need', () => {
    for (const bundle of BUNDLES) {
      for (const name of importedPackages(bundle)) {
        const manifest = `node_modules/${name}/package.json`;
        expect([bundle, name, paths.has(manifest)]).toEqual([bundle, name, true]);
        const { main = 'index.js' } = JSON.parse(readFileSync(join(PROJECT_ROOT, manifest), 'utf8')) as {
          main?: string;
        };
        const entry = `node_modules/${name}/${main.replace(/^\.\//, '')}`;
        expect([bundle, entry, paths.has(entry) || paths.has(`${entry}.js`)]).toEqual([bundle, entry, true]);
      }
    }
  });

  it('unpack the workers and the packages they import, so they load from files on disk', () => {
    const unpack = config.asarUnpack as string[];
    for (const worker of ['out/electron/solver.mjs', 'out/electron/file-worker.mjs']) {
      expect([worker, matchesAny(worker, unpack)]).toEqual([worker, true]);
      for (const name of importedPackages(worker)) {
        const files = packed.filter((file) => file.path.startsWith(`node_modules/${name}/`));
        expect(files.filter((file) => !matchesAny(file.path, unpack))).toEqual([]);
      }
    }
  });

  it('leave out browser mode, source maps, sources, tests and the Node build of the database module', () => {
    const unwanted = [...paths].filter(
      (path) =>
        path === 'out/electron/serve.mjs' ||
        path.endsWith('.map') ||
        /^(src-main|src-renderer|test|scripts)\//.test(path) ||
        /^node_modules\/better-sqlite3\/(build|deps|src)\//.test(path),
    );
    expect(unwanted).toEqual([]);
  });

  it("take only the target platform's native module, staged alone whatever else out/native holds", () => {
    const root = tempFolder();
    writeFileSync(join(root, 'package.json'), '{ "dependencies": {} }');
    const version = electronVersion();
    const builds = [
      [version, process.platform, process.arch],
      [version, 'win32', 'x64'],
      ['1.0.0', process.platform, process.arch],
    ] as const;
    for (const [v, platform, arch] of builds) {
      const file = electronNativeBindingPath(root, v, platform, arch);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, `${v} ${platform} ${arch}`);
    }
    stagePackageNative(root, { electronVersion: version, platform: process.platform, arch: process.arch });
    const staged = readdirSync(join(root, PACKAGE_NATIVE_FOLDER));
    expect(staged).toEqual([nativeName()]);
    const inPackage = packedFiles(config, root).filter((file) => file.path.endsWith('.node'));
    expect(inPackage.map((file) => file.path)).toEqual([`out/native/${nativeName()}`]);
    // Where the app looks for it, relative to the unpacked app folder.
    expect(electronNativeBindingPath('', version).replace(/\\/g, '/').replace(/^\//, '')).toBe(
      `out/native/${nativeName()}`,
    );
    expect(matchesAny(`out/native/${nativeName()}`, config.asarUnpack as string[])).toBe(true);
  });
});

describe('the icons', () => {
  it('are made from resources/icon.svg as it is now (npm run icons), at every size', () => {
    expect(readFileSync(join(ICON_FOLDER, 'source.sha256'), 'utf8').split(' ')[0]).toBe(sourceHash());
    for (const size of ICON_SIZES) {
      expect(pngSize(join(ICON_FOLDER, `${size}x${size}.png`))).toEqual({ width: size, height: size });
    }
    expect(pngSize(join(PROJECT_ROOT, 'resources/icon.png'))).toEqual({ width: 1024, height: 1024 });
  });

  it('hold a Windows icon of seven sizes and a macOS icon of eleven', () => {
    const ico = readFileSync(join(PROJECT_ROOT, 'resources/icon.ico'));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 7]);
    const icns = readFileSync(join(PROJECT_ROOT, 'resources/icon.icns'));
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    let chunks = 0;
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) chunks++;
    expect(chunks).toBe(11);
  });

  it('are the ones the configuration names, for the window too', () => {
    expect(config.win?.icon).toBe('resources/icon.ico');
    expect(config.mac?.icon).toBe('resources/icon.icns');
    expect(config.linux?.icon).toBe('resources/icons');
    expect(existsSync(join(PROJECT_ROOT, WINDOW_ICON))).toBe(true);
  });
});

describe('the file associations', () => {
  const mimeTypes = (): XmlElement[] =>
    childElements(parseXml(readFileSync(join(PROJECT_ROOT, LINUX_MIME_FILE), 'utf8')), 'mime-type');

  it('cover every extension the readers take', () => {
    const extensions = new Set(FORMATS.flatMap((format) => format.extensions));
    expect([...extensions].filter((ext) => !PUZZLE_FILE_TYPES.some((type) => type.ext === ext))).toEqual([]);
    const mac = (config.mac?.fileAssociations ?? []) as FileAssociation[];
    expect(mac.map((type) => type.ext).sort()).toEqual([...extensions].sort());
  });

  it('claim on Windows only extensions that belong to nonograms, registered for all users', () => {
    const win = (config.win?.fileAssociations ?? []) as FileAssociation[];
    expect(win.map((type) => type.ext).sort()).toEqual(
      PUZZLE_FILE_TYPES.filter((type) => type.claim === 'own')
        .map((type) => type.ext)
        .sort(),
    );
    expect(config.nsis?.perMachine).toBe(true);
  });

  it('define MIME types of their own on Linux, by name for our extensions and by content for shared ones', () => {
    const defined = mimeTypes();
    expect(defined.map((type) => type.attributes.get('type')).sort()).toEqual([...linuxMimeTypes()].sort());
    expect(config.linux?.mimeTypes).toEqual(linuxMimeTypes());
    expect(linuxMimeTypes()).not.toContain('application/xml');
    const globs = defined.flatMap((type) =>
      childElements(type, 'glob').map((glob) => glob.attributes.get('pattern')),
    );
    for (const type of PUZZLE_FILE_TYPES) {
      const glob = `*.${type.ext}`;
      if (type.claim === 'own' && type.mime)
        expect([type.ext, globs.includes(glob)]).toEqual([type.ext, true]);
      if (type.claim === 'offer') expect([type.ext, globs.includes(glob)]).toEqual([type.ext, false]);
    }
    for (const type of defined) {
      const recognised = childElements(type).some((child) =>
        ['glob', 'magic', 'root-XML'].includes(child.name),
      );
      expect([type.attributes.get('type'), recognised]).toEqual([type.attributes.get('type'), true]);
    }
    expect(
      (config.deb?.fpm ?? []).some((arg) => arg.startsWith(`${LINUX_MIME_FILE}=/usr/share/mime/packages/`)),
    ).toBe(true);
  });

  it("show the app's icon: named by each Windows and macOS association, and by each Linux MIME type", () => {
    const associations = [
      ...((config.win?.fileAssociations ?? []) as FileAssociation[]),
      ...((config.mac?.fileAssociations ?? []) as FileAssociation[]),
    ];
    expect(associations.length).toBeGreaterThan(0);
    expect(associations.filter((type) => type.icon !== FILE_ICON)).toEqual([]);
    // electron-builder adds the platform's extension: the app's own icons.
    expect(`${FILE_ICON}.ico`).toBe(config.win?.icon);
    expect(`${FILE_ICON}.icns`).toBe(config.mac?.icon);
    // The deb package installs the app's icon under its executable name, which the types name.
    expect(config.linux?.executableName).toBe(LINUX_EXECUTABLE);
    for (const type of mimeTypes()) {
      const icons = childElements(type, 'icon').map((icon) => icon.attributes.get('name'));
      expect([type.attributes.get('type'), icons]).toEqual([type.attributes.get('type'), [LINUX_EXECUTABLE]]);
    }
  });
});

const electron = installedElectron();

describe('the package itself', () => {
  it('is read back as the dist check reads it: the fuses from the fuse wire in a binary, the files from an asar header', async () => {
    const fuses = config.electronFuses!;
    const byte = (fuse: boolean | undefined): number => (fuse === undefined ? 144 : fuse ? 49 : 48);
    const wire = [
      fuses.runAsNode,
      fuses.enableCookieEncryption,
      fuses.enableNodeOptionsEnvironmentVariable,
      fuses.enableNodeCliInspectArguments,
      fuses.enableEmbeddedAsarIntegrityValidation,
      fuses.onlyLoadAppFromAsar,
      fuses.loadBrowserProcessSpecificV8Snapshot,
      fuses.grantFileProtocolExtraPrivileges,
    ].map(byte);
    const binary = join(tempFolder(), 'electron');
    writeFileSync(
      binary,
      Buffer.concat([
        Buffer.alloc(64, 7),
        Buffer.from(SENTINEL, 'latin1'),
        Buffer.from([1, wire.length, ...wire]),
        Buffer.alloc(64, 7),
      ]),
    );
    expect(await fusesOf(binary, fuses)).toEqual(fuses);

    const header = JSON.stringify({
      files: {
        'package.json': { size: 2, offset: '0' },
        out: { files: { native: { files: { 'a.node': { size: 1, unpacked: true } } } } },
        'link.js': { link: 'package.json' },
      },
    });
    const length = Buffer.byteLength(header);
    const sizes = Buffer.alloc(16);
    [4, length + 8, length + 4, length].forEach((value, i) => sizes.writeUInt32LE(value, i * 4));
    const archive = join(tempFolder(), 'app.asar');
    writeFileSync(archive, Buffer.concat([sizes, Buffer.from(header), Buffer.from('{}')]));
    expect(asarFiles(archive)).toEqual([
      { path: 'package.json', unpacked: false },
      { path: 'out/native/a.node', unpacked: true },
    ]);
  });

  it.skipIf(electron === null)(
    electron === null
      ? "is made by npm run dist -- --dir, with its fuses read back from the binary and its archive holding the files worked out here (skipped: Electron's binary is not installed in node_modules/electron/dist)"
      : 'is made by npm run dist -- --dir, with its fuses read back from the binary and its archive holding the files worked out here',
    async () => {
      const dist = spawnSync('npm', ['run', 'dist', '--', '--dir'], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        timeout: 900_000,
      });
      expect(dist.status, dist.stderr).toBe(0);
      const unpacked = readdirSync(join(PROJECT_ROOT, 'release')).find(
        (name) => name.endsWith('-unpacked') || name === 'mac' || name.startsWith('mac-'),
      );
      expect(unpacked).toBeDefined();
      const folder = join(PROJECT_ROOT, 'release', unpacked!);
      const binary = packagedBinary(folder, config.productName!, LINUX_EXECUTABLE);
      expect(await fusesOf(binary, config.electronFuses!)).toEqual(config.electronFuses);

      const resources =
        process.platform === 'darwin' ? join(binary, 'Contents', 'Resources') : join(folder, 'resources');
      const archived = asarFiles(join(resources, 'app.asar'));
      const inArchive = new Set(archived.map((file) => file.path));
      // Everything the app loads at run time is there, and nothing the configuration does not pack.
      expect(needed().filter((path) => !inArchive.has(path))).toEqual([]);
      expect([...inArchive].filter((path) => !paths.has(path))).toEqual([]);
      // What is unpacked is on disk beside the archive: the native module and the workers with it.
      const unpack = config.asarUnpack as string[];
      const unpackedFiles = archived.filter((file) => file.unpacked).map((file) => file.path);
      expect(unpackedFiles.filter((path) => !matchesAny(path, unpack))).toEqual([]);
      for (const path of [
        `out/native/${nativeName()}`,
        'out/electron/file-worker.mjs',
        'out/electron/solver.mjs',
      ]) {
        expect([path, unpackedFiles.includes(path)]).toEqual([path, true]);
        expect([path, existsSync(join(resources, 'app.asar.unpacked', path))]).toEqual([path, true]);
      }
    },
    900_000,
  );
});
