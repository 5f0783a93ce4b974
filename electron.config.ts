/**
 * Packaging with electron-builder (`electron-builder --config electron.config.ts`): AppImage and
 * deb for Linux, an NSIS installer for Windows, a dmg for macOS. test/packaging checks this
 * configuration against what the app needs at run time, without Electron's binary.
 *
 * better-sqlite3 is native code. electron-builder's own rebuild would compile it for Electron in
 * place, inside node_modules, and leave the tests (which load it in Node) broken; so `beforeBuild`
 * prepares the Electron build under out/native instead (scripts/start.ts, the same step as
 * `npm start`), copies the target's build alone to out/package-native (packaged as out/native),
 * and tells electron-builder to leave node_modules alone. The app loads that file by path. Native
 * code, the solver process and the file worker are unpacked from the asar archive: a native module
 * and a worker's script must be real files on disk.
 *
 * The icons are made from resources/icon.svg (`npm run icons`); the file types the app opens are
 * listed in scripts/file-types.ts, and show the app's icon on every platform. Electron's fuses are set as the package is made: no running as
 * plain Node, no NODE_OPTIONS or --inspect, cookies encrypted, and the app loaded only from its
 * asar archive, whose integrity is checked.
 */
import type { Configuration, FileAssociation } from 'electron-builder';
import {
  FILE_ICON,
  LINUX_EXECUTABLE,
  LINUX_MIME_FILE,
  linuxMimeTypes,
  PUZZLE_FILE_TYPES,
} from './scripts/file-types.ts';
import { PACKAGE_NATIVE_FOLDER, stagePackageNative } from './scripts/package-native.ts';
import { ensureElectronNativeModule, PROJECT_ROOT } from './scripts/start.ts';

const association = (claim: 'own' | 'offer', rank: string) =>
  PUZZLE_FILE_TYPES.filter((type) => claim === 'offer' || type.claim === 'own').map(
    (type): FileAssociation => ({
      ext: type.ext,
      name: type.description,
      description: type.description,
      role: 'Editor',
      rank: type.claim === 'own' ? rank : 'Alternate',
      icon: FILE_ICON,
    }),
  );

const config: Configuration = {
  appId: 'studio.nonogram.app',
  productName: 'Nonogram Studio',
  copyright: 'Copyright © Nonogram Studio contributors',
  directories: { output: 'release', buildResources: 'resources' },
  files: [
    'package.json',
    'out/electron/**',
    'out/renderer/**',
    { from: PACKAGE_NATIVE_FOLDER, to: 'out/native', filter: ['*.node'] },
    'resources/starter/**',
    'resources/icons/256x256.png',
    // Browser mode and the Node build of the database module are not part of the desktop app.
    '!out/electron/serve.mjs',
    '!node_modules/better-sqlite3/{build,deps,src}/**',
    '!**/*.map',
  ],
  // The file worker imports the database module from its unpacked folder, so the module's
  // JavaScript (and what it requires) must be on disk beside it too.
  asarUnpack: [
    '**/*.node',
    'out/electron/solver.mjs',
    'out/electron/file-worker.mjs',
    'out/electron/pdf-thread.mjs',
    'node_modules/better-sqlite3/**',
    'node_modules/bindings/**',
    'node_modules/file-uri-to-path/**',
    // Image decoding for the photo reader (solver process): native code and its helpers.
    'node_modules/sharp/**',
    'node_modules/@img/**',
    'node_modules/@napi-rs/**',
  ],
  async beforeBuild({ electronVersion, platform, arch }) {
    const target = { electronVersion, platform: platform.nodeName, arch };
    const native = ensureElectronNativeModule(target);
    if ('problem' in native) throw new Error(`No Electron build of better-sqlite3: ${native.problem}`);
    stagePackageNative(PROJECT_ROOT, target);
    // false: the dependencies are handled here, electron-builder must not rebuild them.
    return false;
  },
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'resources/icons',
    // The name the icon is installed under, which the MIME types name.
    executableName: LINUX_EXECUTABLE,
    category: 'Game;LogicGame',
    maintainer: 'Nonogram Studio contributors <nonogram-studio@users.noreply.github.com>',
    synopsis: 'Keep, type in, play and solve nonograms',
    // Our own types (resources/linux/nonogram-studio.xml), not application/xml for every XML file.
    mimeTypes: linuxMimeTypes(),
  },
  deb: {
    packageCategory: 'games',
    // The package's after-install script runs update-mime-database.
    fpm: [`${LINUX_MIME_FILE}=/usr/share/mime/packages/nonogram-studio.xml`],
  },
  win: { target: ['nsis'], icon: 'resources/icon.ico', fileAssociations: association('own', 'Owner') },
  // File types are registered in HKEY_LOCAL_MACHINE, which NSIS writes only for all users.
  nsis: { oneClick: false, perMachine: true, allowToChangeInstallationDirectory: true },
  mac: {
    target: ['dmg'],
    icon: 'resources/icon.icns',
    category: 'public.app-category.puzzle-games',
    fileAssociations: association('offer', 'Owner'),
  },
};

export default config;
