/**
 * What the browser-mode server takes from a request before any handler runs: a body no larger than
 * its method needs, nested no deeper than any call's arguments, and a connection that sends a
 * request at all.
 */
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../src-main/contract/bridge.ts';
import { PHOTO_PIECE_BYTES } from '../../src-main/contract/photo-dto.ts';
import { CROSS } from '../../src-main/engine/play/types.ts';
import { MAX_SIDE } from '../../src-main/engine/puzzle.ts';
import { UPLOAD_PIECE_BYTES } from '../../src-main/contract/backup-dto.ts';
import { bodyLimitFor, MAX_BODY_DEPTH, valueLimitFor } from '../../src-main/web/body-limits.ts';
import { startServer, type RunningServer } from '../../src-main/web/server.ts';
import { send } from './http-client.ts';

const rendererDir = resolve(import.meta.dirname, 'fixtures', 'renderer');
const IDLE_MS = 400;
let server: RunningServer;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nonogram-limits-'));
  server = await startServer({ dataDir, rendererDir, idleConnectionMs: IDLE_MS });
  token = new URL(server.url).searchParams.get('token')!;
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function post(method: string, body: string) {
  return send(server.port, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body,
  });
}

describe('request bodies', () => {
  it('refuses JSON nested deeper than any call needs, before parsing it', async () => {
    for (const depth of [MAX_BODY_DEPTH + 1, 100_000]) {
      const nested = '['.repeat(depth) + ']'.repeat(depth);
      const answer = await post('play.undo', `{"attemptId":1,"elapsedMs":0,"x":${nested}}`);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error.message).toMatch(/nested more than \d+ levels deep/);
    }
  });

  it('refuses a body of more values than any call takes, before parsing it', async () => {
    const ids = Array.from({ length: valueLimitFor('library.delete') + 1 }, () => 1).join(',');
    const answer = await post('library.delete', `{"ids":[${ids}]}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toMatch(/holds more than 1,000,000 values/);
  });

  it('counts brackets inside strings as text, not as nesting', async () => {
    const text = '['.repeat(10_000);
    const answer = await post(
      'library.import',
      JSON.stringify({ jobId: 'j', files: [{ name: 'x.non', text }] }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, value: { added: 0 } });
  });

  it('limits a move to the body of the largest real one (a stroke along a 1000-cell line), and lets an import be large', async () => {
    const line = Array.from({ length: MAX_SIDE }, (_, i) => MAX_SIDE * MAX_SIDE - 1 - i);
    const largest = { cells: line, to: CROSS, from: line.map(() => CROSS), crosses: MAX_SIDE * MAX_SIDE };
    const body = JSON.stringify({ attemptId: 1, elapsedMs: 0, move: largest });
    expect(bodyLimitFor('play.move')).toBeGreaterThanOrEqual(body.length);
    expect(bodyLimitFor('play.move')).toBeLessThan(32 * 1024);
    const taken = await post('play.move', body);
    expect(taken.status).toBe(200);
    expect(JSON.parse(taken.body).error.message).toMatch(/attempt/i);

    const padding = 'x'.repeat(bodyLimitFor('play.move'));
    const padded = await post(
      'play.move',
      JSON.stringify({ attemptId: 1, elapsedMs: 0, move: largest, padding }),
    );
    expect(padded.status).toBe(413);
    const file = { name: 'padded.non', text: `${padding}\n` };
    const imported = await post('library.import', JSON.stringify({ jobId: 'k', files: [file] }));
    expect(imported.status).toBe(200);
  });

  it('refuses a move of more values than a stroke holds, before parsing it', async () => {
    const cells = Array.from({ length: 2 * MAX_SIDE + 100 }, () => 0).join(',');
    const answer = await post('play.move', `{"attemptId":1,"elapsedMs":0,"move":{"cells":[${cells}]}}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toMatch(/holds more than 2,016 values/);
  });

  it('takes a whole piece of a photo or of a library file as the renderer sends it', async () => {
    for (const [method, bytes] of [
      ['photo.upload', PHOTO_PIECE_BYTES],
      ['backups.upload', UPLOAD_PIECE_BYTES],
    ] as const) {
      const data = Buffer.alloc(bytes, 7).toString('base64');
      const answer = await post(method, JSON.stringify({ uploadId: 'a'.repeat(32), offset: 0, data }));
      expect(answer.status, method).toBe(200);
      expect(JSON.parse(answer.body), method).toMatchObject({ ok: true, value: { received: bytes } });
    }
  });

  it('refuses a method it does not know with the smallest limit', () => {
    expect(bodyLimitFor('library.burn')).toBe(bodyLimitFor('app.info'));
    expect(bodyLimitFor('constructor')).toBe(bodyLimitFor('app.info'));
  });
});

describe('connections', () => {
  it('closes a connection that never sends a request', async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((done) => {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('close', () => done(Date.now() - started));
    });
    expect(closedAfter).toBeGreaterThanOrEqual(IDLE_MS - 50);
  });
});
