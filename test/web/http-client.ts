/** A raw HTTP client for the server tests: unlike fetch, it sends paths and Host headers verbatim. */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface RawRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export function send(port: number, options: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Opens an event stream and collects the events it receives, until closed. */
export function openEventStream(port: number, path: string): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } },
      (response) => resolve(new EventStreamReader(response, () => request.destroy())),
    );
    request.on('error', reject);
    request.end();
  });
}

export interface StreamedEvent {
  readonly event: string;
  readonly data: unknown;
}

export class EventStreamReader {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly events: StreamedEvent[] = [];
  #buffer = '';
  #waiters: (() => void)[] = [];
  readonly #close: () => void;

  constructor(response: IncomingMessage, close: () => void) {
    this.status = response.statusCode ?? 0;
    this.headers = response.headers;
    this.#close = close;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.#buffer += chunk;
      let end: number;
      while ((end = this.#buffer.indexOf('\n\n')) >= 0) {
        const block = this.#buffer.slice(0, end);
        this.#buffer = this.#buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event !== undefined && data !== undefined) this.events.push({ event, data: JSON.parse(data) });
      }
      for (const wake of this.#waiters.splice(0)) wake();
    });
    response.on('error', () => undefined);
  }

  /** Resolves with the first event (received so far or later) that passes the test. */
  async next(test: (event: StreamedEvent) => boolean): Promise<StreamedEvent> {
    for (;;) {
      const found = this.events.find(test);
      if (found) return found;
      await new Promise<void>((wake) => this.#waiters.push(wake));
    }
  }

  close(): void {
    this.#close();
  }
}
