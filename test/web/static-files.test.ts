import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, resolveStaticPath } from '../../src-main/backend/static-files.ts';

const root = resolve(import.meta.dirname, 'fixtures', 'renderer');

describe('resolveStaticPath', () => {
  it('maps / to index.html and other paths to files under the root', () => {
    expect(resolveStaticPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveStaticPath(root, '/assets/a%20b.js')).toBe(join(root, 'assets', 'a b.js'));
  });

  it('refuses paths that climb out of the root, however they are spelled', () => {
    for (const path of [
      '/../outside-the-root.txt',
      '/assets/../../outside-the-root.txt',
      '/%2e%2e/outside-the-root.txt',
      '/assets/..%2f..%2foutside-the-root.txt',
      '/..%5coutside-the-root.txt',
      '/%00index.html',
      '/%E0%A4%A',
    ]) {
      expect(resolveStaticPath(root, path), path).toBeNull();
    }
  });

  it('refuses the root folder itself as a file name', () => {
    expect(resolveStaticPath(root, '/.')).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('names the types a built renderer contains', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/index-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('assets/index-abc.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('icon.SVG')).toBe('image/svg+xml');
    expect(contentTypeOf('font.woff2')).toBe('font/woff2');
    expect(contentTypeOf('unknown.bin')).toBe('application/octet-stream');
  });
});
