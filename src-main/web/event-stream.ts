/**
 * Server-sent events for browser mode: every open tab keeps one `GET /api/events` response open
 * and receives each backend event as `event: <name>` with the payload as JSON. A comment line
 * every few seconds keeps proxies and the browser from timing the stream out, and lets the server
 * notice tabs that went away.
 */
import type { ServerResponse } from 'node:http';
import type { EventName, EventPayloads } from '../contract/methods.ts';

const KEEP_ALIVE_MS = 15_000;

export class EventStreams {
  readonly #clients = new Set<ServerResponse>();
  readonly #timer: NodeJS.Timeout;

  constructor(keepAliveMs = KEEP_ALIVE_MS) {
    this.#timer = setInterval(() => this.#writeAll(': keep-alive\n\n'), keepAliveMs);
    this.#timer.unref();
  }

  get size(): number {
    return this.#clients.size;
  }

  open(response: ServerResponse, headers: Readonly<Record<string, string>>): void {
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    // Tells EventSource how soon to reconnect, and flushes the headers so the tab knows it is open.
    response.write('retry: 1000\n: connected\n\n');
    this.#clients.add(response);
    response.on('close', () => this.#clients.delete(response));
  }

  send<E extends EventName>(event: E, payload: EventPayloads[E]): void {
    this.#writeAll(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  close(): void {
    clearInterval(this.#timer);
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }

  #writeAll(chunk: string): void {
    for (const client of this.#clients) {
      if (!client.writableEnded) client.write(chunk);
    }
  }
}
