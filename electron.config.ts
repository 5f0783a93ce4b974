/**
 * Packaging with electron-builder (`electron-builder --config electron.config.ts`): AppImage and
 * deb for Linux, an NSIS installer for Windows, a dmg for macOS.
 *
 * better-sqlite3 is native code. electron-builder's own rebuild would compile it for Electron in
 * place, inside node_modules, and leave the tests (which load it in Node) broken; so `beforeBuild`
 * prepares the Electron build under out/native instead (scripts/start.ts, the same step as
 * `npm start`) and tells electron-builder to leave node_modules alone. The app loads that file by
 * path. Native code and the solver process are unpacked from the asar archive: a native module and
 * a worker thread's script must be real files on disk.
 */
import type { Configuration } from 'electron-builder';
import { ensureElectronNativeModule } from './scripts/start.ts';

const config: Configuration = {
  appId: 'studio.nonogram.app',
  productName: 'Nonogram Studio',
  copyright: 'Copyright © Nonogram Studio contributors',
  directories: { output: 'release', buildResources: 'resources' },
  files: [
    'package.json',
    'out/electron/**',
    'out/renderer/**',
    'out/native/**',
    'resources/starter/**',
    // Browser mode and the Node build of the database module are not part of the desktop app.
    '!out/electron/serve.mjs',
    '!node_modules/better-sqlite3/{build,deps,src}/**',
    '!**/*.map',
  ],
  asarUnpack: ['**/*.node', 'out/electron/solver.mjs', 'out/electron/file-worker.mjs'],
  async beforeBuild({ electronVersion, platform, arch }) {
    const native = ensureElectronNativeModule({ electronVersion, platform: platform.nodeName, arch });
    if ('problem' in native) throw new Error(`No Electron build of better-sqlite3: ${native.problem}`);
    // false: the dependencies are handled here, electron-builder must not rebuild them.
    return false;
  },
  fileAssociations: [
    {
      ext: 'non',
      name: 'Nonogram puzzle',
      description: 'Nonogram puzzle (Steve Simpson format)',
      mimeType: 'application/x-nonogram',
      role: 'Editor',
      rank: 'Owner',
    },
    {
      ext: 'xml',
      name: 'webpbn puzzle',
      description: 'Nonogram puzzle (webpbn XML)',
      mimeType: 'application/xml',
      role: 'Viewer',
      // Plenty of other programs open XML; we offer ourselves without claiming the type.
      rank: 'Alternate',
    },
  ],
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game;LogicGame',
    maintainer: 'Nonogram Studio contributors <nonogram-studio@users.noreply.github.com>',
    synopsis: 'Keep, type in, play and solve nonograms',
  },
  deb: { packageCategory: 'games' },
  win: { target: ['nsis'] },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], category: 'public.app-category.puzzle-games' },
};

export default config;
