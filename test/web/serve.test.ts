import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServe } from '../../src-main/bench/serve-process.ts';

const rendererDir = resolve(import.meta.dirname, 'fixtures', 'renderer');
const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-serve-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run serve', () => {
  it('prints exactly one line with the URL, serves the page and stops cleanly on SIGTERM', async () => {
    const serve = await launchServe(['--data-dir', dataDir, '--renderer-dir', rendererDir, '--port', '0']);
    expect(serve.url).toMatch(/http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/);
    const page = await fetch(serve.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Library</h1>');
    const stopped = await serve.stop();
    expect(stopped.code).toBe(0);
    expect(serve.stdout().trim().split('\n')).toEqual([
      `Nonogram Studio is running in browser mode at ${serve.url}`,
    ]);
  });

  it('refuses a second server on a data folder in use, naming the running one, which goes on answering', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'nonogram-serve-twice-'));
    const first = await launchServe(['--data-dir', folder, '--renderer-dir', rendererDir, '--port', '0']);
    try {
      const second = await launchServe([
        '--data-dir',
        folder,
        '--renderer-dir',
        rendererDir,
        '--port',
        '0',
      ]).then(
        async (started) => {
          await started.stop();
          return 'started';
        },
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(second).toContain(
        `Browser mode could not start: The data folder ${folder} is in use by another Nonogram Studio (process ${first.child.pid},`,
      );
      expect((await fetch(first.url)).status).toBe(200);
    } finally {
      await first.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says to build first when the renderer folder is missing', () => {
    const entry = resolve(import.meta.dirname, '../../src-main/web/serve.ts');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', entry, '--data-dir', dataDir, '--renderer-dir', join(dataDir, 'no-such-folder')],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('run npm run build first');
    expect(result.stdout).toBe('');
  });
});
