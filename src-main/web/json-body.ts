/**
 * Reads a request body as JSON, refusing bodies over a size limit before reading them whole, and
 * bodies nested deeper than a limit before parsing them.
 */
import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'BodyError';
    this.status = status;
  }
}

export interface BodyLimits {
  readonly bytes: number;
  /** How deep arrays and objects may nest. */
  readonly depth: number;
}

export async function readJsonBody(request: IncomingMessage, limits: BodyLimits): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.bytes) throw tooLarge(limits.bytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limits.bytes) throw tooLarge(limits.bytes);
    chunks.push(buffer);
  }
  if (size === 0) return {};
  const body = Buffer.concat(chunks);
  chunks.length = 0;
  if (nestingDepth(body, limits.depth) > limits.depth) {
    throw new BodyError(400, `The request body is nested more than ${limits.depth} levels deep.`);
  }
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new BodyError(400, 'The request body is not valid JSON.');
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * The deepest nesting of arrays and objects in JSON text, counted on its bytes (brackets inside
 * strings are text), stopping as soon as it passes `stopAbove`. Bytes of UTF-8 sequences are never
 * ASCII, so they cannot be taken for brackets or quotes.
 */
export function nestingDepth(body: Uint8Array, stopAbove: number = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return deepest;
}

function tooLarge(limitBytes: number): BodyError {
  const size =
    limitBytes >= 1024 * 1024
      ? `${Math.round(limitBytes / (1024 * 1024))} MB`
      : `${Math.round(limitBytes / 1024)} KB`;
  return new BodyError(413, `The request is larger than ${size}, more than this call takes.`);
}
