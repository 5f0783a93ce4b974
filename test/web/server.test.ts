import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../../src-main/contract/bridge.ts';
import { CONTENT_SECURITY_POLICY } from '../../src-main/backend/content-security-policy.ts';
import { startServer, type RunningServer } from '../../src-main/web/server.ts';
import { fixtureText } from '../fixture-path.ts';
import { openEventStream, send } from './http-client.ts';

const rendererDir = resolve(import.meta.dirname, 'fixtures', 'renderer');
// Not in the starter collection, so importing it adds a puzzle.
const jwilk = fixtureText('jwilk/data000.nin');

let server: RunningServer;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nonogram-server-'));
  server = await startServer({ dataDir, rendererDir });
  token = new URL(server.url).searchParams.get('token')!;
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function call(method: string, args: unknown, headers: Record<string, string> = { [TOKEN_HEADER]: token }) {
  return send(server.port, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });
}

describe('the browser-mode server', () => {
  it('prints a loopback URL with a secret token', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
  });

  it('refuses a request whose Host header names another site (DNS rebinding)', async () => {
    const page = await send(server.port, { path: '/', headers: { host: `evil.example:${server.port}` } });
    expect(page.status).toBe(403);
    const api = await send(server.port, {
      method: 'POST',
      path: '/api/app.info',
      headers: { host: `127.0.0.1:${server.port + 1}`, [TOKEN_HEADER]: token },
      body: '{}',
    });
    expect(api.status).toBe(403);
  });

  it('accepts localhost as well as 127.0.0.1 in the Host header', async () => {
    const page = await send(server.port, { path: '/', headers: { host: `localhost:${server.port}` } });
    expect(page.status).toBe(200);
  });

  it('refuses API calls and event streams without the right token (401)', async () => {
    expect((await call('app.info', {}, {})).status).toBe(401);
    expect((await call('app.info', {}, { [TOKEN_HEADER]: `${token}x` })).status).toBe(401);
    const stream = await openEventStream(server.port, '/api/events?token=wrong');
    expect(stream.status).toBe(401);
    stream.close();
  });

  it('refuses a call sent from another origin even with the token', async () => {
    const response = await call('app.info', {}, { [TOKEN_HEADER]: token, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('serves index.html and assets with their types and the Content-Security-Policy', async () => {
    const page = await send(server.port, { path: '/' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('<h1>Library</h1>');
    const script = await send(server.port, { path: '/assets/app.js' });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect((await send(server.port, { path: '/missing.js' })).status).toBe(404);
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const path of [
      '/../outside-the-root.txt',
      '/%2e%2e/outside-the-root.txt',
      '/assets/..%2f..%2foutside-the-root.txt',
    ]) {
      const response = await send(server.port, { path });
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('never serve');
    }
  });

  it('answers API calls with result values, including errors', async () => {
    const info = await call('app.info', {});
    expect(info.status).toBe(200);
    expect(info.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(info.body)).toMatchObject({ ok: true, value: { mode: 'browser', dataDir } });
    const bad = JSON.parse((await call('library.get', { id: 'one' })).body);
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-arguments' } });
    const unknown = JSON.parse((await call('library.burn', {})).body);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown-method' } });
  });

  it('rejects a body that is not JSON, a GET on the API and a body over the size limit', async () => {
    const garbled = await send(server.port, {
      method: 'POST',
      path: '/api/app.info',
      headers: { [TOKEN_HEADER]: token },
      body: '{not json',
    });
    expect(garbled.status).toBe(400);
    expect(
      (await send(server.port, { path: '/api/app.info', headers: { [TOKEN_HEADER]: token } })).status,
    ).toBe(405);
    const huge = await send(server.port, {
      method: 'POST',
      path: '/api/app.info',
      headers: { [TOKEN_HEADER]: token, 'content-length': String(70_000_000) },
    });
    expect(huge.status).toBe(413);
  });

  it('streams events to an open event stream as server-sent events', async () => {
    const stream = await openEventStream(server.port, `/api/events?token=${token}`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const imported = JSON.parse(
        (await call('library.import', { jobId: 'sse-1', files: [{ name: 'data000.nin', text: jwilk }] }))
          .body,
      );
      expect(imported).toMatchObject({ ok: true, value: { added: 1 } });
      const changed = await stream.next((event) => event.event === 'library.changed');
      expect(changed.data).toEqual({ ids: imported.value.addedIds });
      const progress = await stream.next((event) => event.event === 'job.progress');
      expect(progress.data).toMatchObject({ jobId: 'sse-1', kind: 'import' });
    } finally {
      stream.close();
    }
  });
});
