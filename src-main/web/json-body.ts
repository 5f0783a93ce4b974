/** Reads a request body as JSON, refusing bodies over a size limit before reading them whole. */
import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'BodyError';
    this.status = status;
  }
}

export async function readJsonBody(request: IncomingMessage, limitBytes: number): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limitBytes) throw tooLarge(limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) throw tooLarge(limitBytes);
    chunks.push(buffer);
  }
  if (size === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new BodyError(400, 'The request body is not valid JSON.');
  }
}

function tooLarge(limitBytes: number): BodyError {
  return new BodyError(413, `The request is larger than ${Math.round(limitBytes / 1_000_000)} MB.`);
}
