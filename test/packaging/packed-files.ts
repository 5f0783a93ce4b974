/**
 * What electron-builder would put into the package, worked out from the configuration without
 * Electron's binary: the app's own files matched by `files` (with its `from`/`to` sets), and the
 * production dependencies from node_modules, minus the exclusions. Paths are relative to the
 * package's root, with forward slashes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Configuration, FileSet } from 'electron-builder';

/** A glob as electron-builder writes them (`**`, `*`, `?`, `{a,b}`) as a regular expression. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (glob.startsWith('**/', i)) {
      out += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (char === '*') out += '[^/]*';
    else if (char === '?') out += '[^/]';
    else if (char === '{') out += '(?:';
    else if (char === '}') out += ')';
    else if (char === ',') out += '|';
    else out += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

export function matchesAny(path: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globToRegExp(glob).test(path));
}

function filesUnder(root: string, folder: string): string[] {
  const at = join(root, folder);
  if (!existsSync(at)) return [];
  if (statSync(at).isFile()) return [folder];
  return readdirSync(at).flatMap((name) => filesUnder(root, folder === '' ? name : `${folder}/${name}`));
}

/** The production dependencies' folders, each package once. */
function dependencyFolders(root: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    const manifest = join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return;
    seen.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency);
  };
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(dependencies)) visit(name);
  return [...seen].map((name) => `node_modules/${name}`);
}

export interface PackedFile {
  /** Where it sits in the package. */
  readonly path: string;
  /** Where it comes from in the project. */
  readonly source: string;
}

export function packedFiles(config: Configuration, root: string): PackedFile[] {
  const entries = (config.files ?? []) as readonly (string | FileSet)[];
  const globs = entries.filter((entry): entry is string => typeof entry === 'string');
  const include = globs.filter((glob) => !glob.startsWith('!'));
  const exclude = globs.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  const own = ['package.json', ...filesUnder(root, 'out'), ...filesUnder(root, 'resources')]
    .filter((path) => matchesAny(path, include) && !matchesAny(path, exclude))
    .map((path) => ({ path, source: path }));
  const sets = entries
    .filter((entry): entry is FileSet => typeof entry !== 'string')
    .flatMap((set) => {
      const from = set.from ?? '';
      const filter = typeof set.filter === 'string' ? [set.filter] : (set.filter ?? ['**/*']);
      return filesUnder(root, from)
        .map((source) => ({
          source,
          inside: relative(join(root, from), join(root, source)).split('\\').join('/'),
        }))
        .filter(({ inside }) => matchesAny(inside, filter))
        .map(({ source, inside }) => ({ path: `${set.to ?? from}/${inside}`, source }));
    });
  const modules = dependencyFolders(root)
    .flatMap((folder) => filesUnder(root, folder))
    .filter((path) => !matchesAny(path, exclude))
    .map((path) => ({ path, source: path }));
  return [...own, ...sets, ...modules];
}
