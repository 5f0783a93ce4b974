/**
 * Event streams on a real HTTP server and real sockets: a tab that reads gets every event, one
 * that stops reading is dropped once what waits for it passes the limit.
 */
import { createServer, get, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EventStreams } from '../../src-main/web/event-stream.ts';

const LIMIT = 256 * 1024;
const opened: { server: Server; streams: EventStreams; sockets: Socket[] }[] = [];

afterEach(async () => {
  for (const { server, streams, sockets } of opened.splice(0)) {
    for (const socket of sockets) socket.destroy();
    streams.close();
    await new Promise((done) => server.close(done));
  }
});

async function serveStreams(): Promise<{ streams: EventStreams; port: number; sockets: Socket[] }> {
  const streams = new EventStreams(60_000, LIMIT);
  const server = createServer((_request, response) => streams.open(response, {}));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const sockets: Socket[] = [];
  opened.push({ server, streams, sockets });
  return { streams, port: (server.address() as AddressInfo).port, sockets };
}

/** A client that sends its request and then never reads. */
async function stuckClient(port: number, sockets: Socket[]): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise((done) => socket.once('connect', done));
  socket.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  socket.pause();
  return socket;
}

const turn = (): Promise<void> => new Promise((done) => setImmediate(done));

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await turn();
}

describe('event streams', () => {
  it('drop a stream whose client stops reading once more than the limit waits for it, and keep one that reads', async () => {
    const { streams, port, sockets } = await serveStreams();
    let received = 0;
    const reader = get({ host: '127.0.0.1', port, path: '/events' }, (response) =>
      response.on('data', (chunk: Buffer) => (received += chunk.length)),
    );
    reader.once('socket', (socket) => sockets.push(socket));
    await stuckClient(port, sockets);
    await waitFor(() => streams.size === 2);
    const ids = Array.from({ length: 2000 }, (_, i) => i + 1);
    let sent = 0;
    // A paused socket hears nothing of its end: the server's count says it was dropped.
    while (streams.size === 2) {
      streams.send('library.changed', { ids });
      sent += 1;
      await turn();
    }
    expect(streams.size).toBe(1);
    // The one that reads gets every event sent.
    const eventBytes = Buffer.byteLength(`event: library.changed\ndata: ${JSON.stringify({ ids })}\n\n`);
    await waitFor(() => received >= sent * eventBytes);
    expect(received).toBeGreaterThanOrEqual(sent * eventBytes);
  });
});
