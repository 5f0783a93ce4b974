/**
 * Server-sent events for browser mode: every open tab keeps one `GET /api/events` response open
 * and receives each backend event as `event: <name>` with the payload as JSON. A comment line
 * every few seconds keeps proxies and the browser from timing the stream out, and lets the server
 * notice tabs that went away.
 *
 * A tab that stops reading (frozen, paused in the debugger, its computer asleep) would otherwise
 * keep every later event in this process's memory, without end. A stream with more than
 * MAX_BUFFERED_BYTES waiting to be sent is dropped instead; the tab's EventSource connects again
 * when it wakes, and what it missed is only the news of changes it then reloads.
 */
import type { ServerResponse } from 'node:http';
import type { EventName, EventPayloads } from '../contract/methods.ts';

const KEEP_ALIVE_MS = 15_000;
/** Far more than a tab that reads ever leaves waiting, and little memory for one that does not. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export class EventStreams {
  readonly #clients = new Set<ServerResponse>();
  readonly #timer: NodeJS.Timeout;

  readonly #maxBuffered: number;

  constructor(keepAliveMs = KEEP_ALIVE_MS, maxBuffered = MAX_BUFFERED_BYTES) {
    this.#maxBuffered = maxBuffered;
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
      if (client.writableEnded) continue;
      client.write(chunk);
      if (client.writableLength > this.#maxBuffered) {
        this.#clients.delete(client);
        client.destroy();
      }
    }
  }
}
