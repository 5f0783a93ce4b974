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
  /** How many values (array items, object members) the body may hold in all. */
  readonly values: number;
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
  const shape = jsonShape(body, limits);
  if (shape.depth > limits.depth) {
    throw new BodyError(400, `The request body is nested more than ${limits.depth} levels deep.`);
  }
  if (shape.values > limits.values) {
    throw new BodyError(
      400,
      `The request body holds more than ${limits.values.toLocaleString('en')} values.`,
    );
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

const COMMA = 0x2c;

/**
 * How deep arrays and objects nest in JSON text, and about how many values they hold (one per
 * comma, plus one per container), counted on its bytes: brackets and commas inside strings are
 * text. It stops as soon as a limit is passed. Bytes of UTF-8 sequences are never ASCII, so they
 * cannot be taken for brackets, commas or quotes.
 */
export function jsonShape(
  body: Uint8Array,
  stopAbove: { readonly depth: number; readonly values: number } = { depth: Infinity, values: Infinity },
): { depth: number; values: number } {
  let depth = 0;
  let deepest = 0;
  let values = 0;
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
      values++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove.depth) break;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    } else if (byte === COMMA) {
      values++;
      if (values > stopAbove.values) break;
    }
  }
  return { depth: deepest, values };
}

function tooLarge(limitBytes: number): BodyError {
  const size =
    limitBytes >= 1024 * 1024
      ? `${Math.round(limitBytes / (1024 * 1024))} MB`
      : `${Math.round(limitBytes / 1024)} KB`;
  return new BodyError(413, `The request is larger than ${size}, more than this call takes.`);
}
