import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_EXPORTS_PATH, TOKEN_HEADER } from '../../src-main/contract/bridge.ts';
import type { ExportedFile } from '../../src-main/contract/dto.ts';
import { startServer, type RunningServer } from '../../src-main/web/server.ts';
import { fixtureText } from '../fixture-path.ts';
import { send } from './http-client.ts';

const rendererDir = resolve(import.meta.dirname, 'fixtures', 'renderer');

let server: RunningServer;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nonogram-export-'));
  server = await startServer({ dataDir, rendererDir });
  token = new URL(server.url).searchParams.get('token')!;
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(method: string, args: unknown): Promise<T> {
  const answer = await send(server.port, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(args),
  });
  const result = JSON.parse(answer.body) as { ok: true; value: T } | { ok: false; error: unknown };
  if (!result.ok) throw new Error(`${method}: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('an export in browser mode', () => {
  it('is downloaded once from its URL with the token, named for saving, and then removed', async () => {
    const { addedIds } = await call<{ addedIds: number[] }>('library.import', {
      jobId: 'import',
      files: [
        { name: 'data000.nin', text: fixtureText('jwilk/data000.nin') },
        { name: 'data001.nin', text: fixtureText('jwilk/data001.nin') },
      ],
    });
    const file = await call<ExportedFile>('library.export', {
      jobId: 'export',
      ids: addedIds,
      format: 'non',
    });
    const path = `${HTTP_EXPORTS_PATH}${file.exportId}`;

    expect((await send(server.port, { path })).status).toBe(401);
    const download = await send(server.port, { path: `${path}?token=${token}` });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="puzzles.non"; filename*=UTF-8''puzzles.non`,
    );
    expect(Buffer.byteLength(download.body)).toBe(file.bytes);
    expect(download.body.split('====\n')).toHaveLength(2);

    const again = await send(server.port, { path: `${path}?token=${token}` });
    expect(again.status).toBe(404);
    expect(again.body).toBe('This export is not here: it was downloaded already, or it expired.');
    // The file goes once its stream has closed, which may come just after the last byte is sent.
    const exports = join(dataDir, 'exports');
    await expect.poll(() => (existsSync(exports) ? readdirSync(exports) : [])).toEqual([]);
  });
});
