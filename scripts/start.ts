/**
 * `npm start`: runs the desktop app from the source tree. It builds what is out of date (the
 * renderer, and the Electron bundles), makes sure Electron's runtime and an Electron build of
 * better-sqlite3 are there (downloading them when they are not), and launches Electron. Where the
 * runtime cannot be had (an offline machine without node_modules/electron/dist) it says so in one
 * line and starts browser mode instead, which prints the URL to open.
 *
 * The preparation steps are exported for the Electron smoke test, which needs the same tree.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { electronNativeBindingPath } from '../src-main/electron/native-binding.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

const ELECTRON_PACKAGE = join(PROJECT_ROOT, 'node_modules', 'electron');
const DOWNLOAD_TIMEOUT_MS = 180_000;

function run(command: string, args: readonly string[], options: { cwd?: string; timeoutMs?: number } = {}) {
  return spawnSync(command, [...args], {
    cwd: options.cwd ?? PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 600_000,
  });
}

function failed(result: SpawnSyncReturns<string>): string | null {
  if (result.error) return result.error.message;
  if (result.status === 0) return null;
  // The error's own line, not the stack frames under it.
  const lines = `${result.stderr}\n${result.stdout}`.split('\n').map((line) => line.trim());
  return lines.find((line) => line !== '' && !line.startsWith('at ')) ?? `exit code ${result.status}`;
}

/** The newest modification time of any file under the given folders (0 when there are none). */
function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string): void => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

function isStale(output: string, sources: readonly string[]): boolean {
  const built = statSync(output, { throwIfNoEntry: false });
  return !built || newestMtime(sources.map((source) => join(PROJECT_ROOT, source))) > built.mtimeMs;
}

function viteBuild(args: readonly string[], what: string): void {
  console.log(`Building ${what}…`);
  const result = run(process.execPath, [
    join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    ...args,
  ]);
  const problem = failed(result);
  if (problem !== null) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`Building ${what} failed: ${problem}`);
  }
}

/** Builds the renderer into out/renderer when it is missing or older than its sources. */
export function buildRendererIfStale(): void {
  const sources = ['src-renderer', 'src-main/engine', 'src-main/contract', 'vite.config.ts'];
  if (isStale(join(PROJECT_ROOT, 'out', 'renderer', 'index.html'), sources)) viteBuild([], 'the renderer');
}

/** Builds main, preload and the solver process into out/electron when they are out of date. */
export function buildElectronIfStale(): void {
  const sources = ['src-main', 'vite.electron.config.ts'];
  if (isStale(join(PROJECT_ROOT, 'out', 'electron', 'main.cjs'), sources)) {
    viteBuild(['-c', 'vite.electron.config.ts'], 'the Electron bundles');
  }
}

export function electronVersion(): string {
  const manifest = JSON.parse(readFileSync(join(ELECTRON_PACKAGE, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The Electron executable, if its runtime is installed. */
export function installedElectron(): string | null {
  const pathFile = join(ELECTRON_PACKAGE, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = join(ELECTRON_PACKAGE, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}

/** The Electron executable, downloading the runtime first when it is missing; null if that fails. */
export function ensureElectron(): { executable: string } | { problem: string } {
  const present = installedElectron();
  if (present !== null) return { executable: present };
  console.log("Downloading Electron's runtime…");
  const result = run(process.execPath, [join(ELECTRON_PACKAGE, 'install.js')], {
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  const downloaded = installedElectron();
  if (downloaded !== null) return { executable: downloaded };
  return { problem: failed(result) ?? 'the download left no executable' };
}

export interface NativeTarget {
  readonly electronVersion: string;
  readonly platform: string;
  readonly arch: string;
}

/**
 * An Electron build of better-sqlite3 under out/native (see native-binding.ts), for this machine
 * unless another target is named (packaging). node_modules keeps its Node build for the tests:
 * this one is made in a scratch copy of the package, from the project's prebuilt binary when one
 * is published for that Electron, else compiled (only possible for this machine's platform).
 */
export function ensureElectronNativeModule(
  target: NativeTarget = {
    electronVersion: electronVersion(),
    platform: process.platform,
    arch: process.arch,
  },
): { path: string } | { problem: string } {
  const { electronVersion: version, platform, arch } = target;
  const output = electronNativeBindingPath(PROJECT_ROOT, version, platform, arch);
  if (existsSync(output)) return { path: output };
  console.log(`Preparing the database module for Electron ${version} (${platform}-${arch})…`);
  const scratch = mkdtempSync(join(tmpdir(), 'nonogram-native-'));
  try {
    const source = join(PROJECT_ROOT, 'node_modules', 'better-sqlite3');
    const copy = join(scratch, 'better-sqlite3');
    cpSync(source, copy, { recursive: true, filter: (path) => !path.startsWith(join(source, 'build')) });
    const prebuilt = run(
      process.execPath,
      [
        join(PROJECT_ROOT, 'node_modules', 'prebuild-install', 'bin.js'),
        ...['--runtime', 'electron', '--target', version, '--platform', platform, '--arch', arch],
      ],
      { cwd: copy, timeoutMs: DOWNLOAD_TIMEOUT_MS },
    );
    let problem = failed(prebuilt);
    if (problem !== null && platform === process.platform) {
      const compiled = run(
        process.execPath,
        [
          join(PROJECT_ROOT, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
          'rebuild',
          '--release',
          `--target=${version}`,
          `--arch=${arch}`,
          '--dist-url=https://electronjs.org/headers',
        ],
        { cwd: copy },
      );
      problem = failed(compiled);
    }
    const built = join(copy, 'build', 'Release', 'better_sqlite3.node');
    if (problem !== null || !existsSync(built)) return { problem: problem ?? 'no module was built' };
    mkdirSync(dirname(output), { recursive: true });
    cpSync(built, output);
    return { path: output };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Runs a child with this terminal, passes Ctrl+C on, and resolves with its exit code. */
function runAttached(command: string, args: readonly string[]): Promise<number> {
  const child = spawn(command, [...args], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((done) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

function startBrowserMode(reason: string, args: readonly string[]): Promise<number> {
  console.log(`Electron cannot run here (${reason}); starting browser mode instead.`);
  buildRendererIfStale();
  return runAttached(process.execPath, [
    '--import',
    'tsx',
    join(PROJECT_ROOT, 'src-main', 'web', 'serve.ts'),
    ...args,
  ]);
}

async function main(args: readonly string[]): Promise<number> {
  const electron = ensureElectron();
  if ('problem' in electron) {
    return startBrowserMode(
      `its runtime is not installed and could not be downloaded: ${electron.problem}`,
      [],
    );
  }
  const native = ensureElectronNativeModule();
  if ('problem' in native) {
    return startBrowserMode(`no build of better-sqlite3 for Electron could be made: ${native.problem}`, []);
  }
  buildRendererIfStale();
  buildElectronIfStale();
  return runAttached(electron.executable, [PROJECT_ROOT, ...args]);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2))
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
