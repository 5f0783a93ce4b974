import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_SITES, mayOpenExternally } from '../../src-main/electron/external-links.ts';

const RENDERER = resolve(import.meta.dirname, '../../src-renderer');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(svelte|ts|html)$/.test(name) ? [path] : [];
  });
}

describe('links opened in the system browser', () => {
  it('are https links to the sites on the allow-list', () => {
    expect(mayOpenExternally('https://webpbn.com/pbn_fmt.html')).toBe(true);
    expect(mayOpenExternally('https://www.chiark.greenend.org.uk/~sgtatham/puzzles/')).toBe(true);
  });

  it('are never any other https address, nor another scheme, a port, credentials or a look-alike host', () => {
    for (const address of [
      'https://example.com/',
      'https://webpbn.com.evil.example/',
      'https://evil.example/?https://webpbn.com/',
      'https://user@webpbn.com/',
      'https://webpbn.com:8443/',
      'http://webpbn.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://webpbn.com/share',
      'not a url',
    ]) {
      expect([address, mayOpenExternally(address)]).toEqual([address, false]);
    }
  });

  it('cover every https link in the renderer, so a new link is added to the list on purpose', () => {
    const links = sourceFiles(RENDERER).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/https:\/\/[^\s"'`)<>]+/g)].map((match) => match[0]),
    );
    const hosts = new Set(links.map((link) => new URL(link).hostname));
    expect([...hosts].filter((host) => !EXTERNAL_SITES.has(host))).toEqual([]);
  });
});
