/**
 * The messages between the solver host and the solver process. Both sides validate what they
 * receive: the process trusts no job it did not check, and the host trusts no answer, so a
 * mismatched build or a corrupted message becomes a clear error instead of a strange result.
 *
 * Every message carries the protocol version `v`. Values are plain JSON (no typed arrays), so the
 * same messages cross Node's IPC channel and Electron's utilityProcess port.
 *
 * host -> process: job {id, kind, puzzle, options}, cancel {id}, prepare {kind}, shutdown
 * process -> host: ready {pid, kinds}, progress {id, fraction, message}, result {id, value},
 *                  error {id, code, message}
 */
import { z } from 'zod';
import type { ErrorCode } from '../contract/result.ts';
import { MAX_COLORS, MAX_SIDE, type Puzzle } from '../engine/puzzle.ts';

export const PROTOCOL_VERSION = 1;

const ERROR_CODES = [
  'invalid-arguments',
  'unknown-method',
  'not-found',
  'format',
  'invalid-puzzle',
  'cancelled',
  'timeout',
  'solver-failed',
  'database',
  'forbidden',
  'internal',
] as const satisfies readonly ErrorCode[];

const version = z.literal(PROTOCOL_VERSION);
const jobId = z.string().min(1).max(200);

const block = z.object({ length: z.number().int().min(1).max(MAX_SIDE), color: z.number().int().min(1) });
const clue = z.array(block).max(MAX_SIDE);
const paletteColor = z.object({ name: z.string(), char: z.string(), rgb: z.string() });
const text = z.string().optional();

/** The shape of a puzzle; whether its clues make sense is the engine's check (validate.ts). */
export const puzzleSchema: z.ZodType<Puzzle> = z.object({
  width: z.number().int().min(1).max(MAX_SIDE),
  height: z.number().int().min(1).max(MAX_SIDE),
  rows: z.array(clue).max(MAX_SIDE),
  columns: z.array(clue).max(MAX_SIDE),
  palette: z
    .array(paletteColor)
    .min(2)
    .max(MAX_COLORS + 1),
  meta: z.object({
    title: text,
    author: text,
    copyright: text,
    source: text,
    page: text,
    number: text,
    notes: text,
  }),
});

export interface JobMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'job';
  readonly id: string;
  /** A key of the job table (jobs.ts); the process answers an unknown kind with an error. */
  readonly kind: string;
  readonly puzzle: Puzzle;
  /** `timeLimitMs` for every kind, plus the kind's own options, checked by the job table. */
  readonly options: { readonly timeLimitMs: number } & Readonly<Record<string, unknown>>;
}

export interface CancelMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'cancel';
  readonly id: string;
}

/**
 * Asks the process to load what a job kind needs before its first job comes (the page reader's
 * image decoder), so that job does not wait for it. There is no answer: a load that fails fails
 * again, with its message, in the job.
 */
export interface PrepareMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'prepare';
  readonly kind: string;
}

/** Asks the process to exit by itself; the host kills it if it has not within a second. */
export interface ShutdownMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'shutdown';
}

export type HostMessage = JobMessage | CancelMessage | PrepareMessage | ShutdownMessage;

export interface ReadyMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'ready';
  readonly pid: number;
  /** The job kinds this build of the process can run. */
  readonly kinds: readonly string[];
}

export interface ProgressMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'progress';
  readonly id: string;
  /** 0 to 1. */
  readonly fraction: number;
  readonly message: string;
}

export interface ResultMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'result';
  readonly id: string;
  /** Plain JSON; its shape is checked by the job table's schema for the job's kind. */
  readonly value: unknown;
  /** The process's resident memory as it answered (the host replaces a process grown too large). */
  readonly residentBytes?: number;
}

export interface ErrorMessage {
  readonly v: typeof PROTOCOL_VERSION;
  readonly type: 'error';
  readonly id: string;
  readonly code: ErrorCode;
  readonly message: string;
  readonly residentBytes?: number;
}

export type ProcessMessage = ReadyMessage | ProgressMessage | ResultMessage | ErrorMessage;

const hostMessageSchema: z.ZodType<HostMessage> = z.discriminatedUnion('type', [
  z.object({
    v: version,
    type: z.literal('job'),
    id: jobId,
    kind: z.string().min(1).max(50),
    puzzle: puzzleSchema,
    options: z.looseObject({ timeLimitMs: z.number().int().min(1).max(86_400_000) }),
  }),
  z.object({ v: version, type: z.literal('cancel'), id: jobId }),
  z.object({ v: version, type: z.literal('prepare'), kind: z.string().min(1).max(50) }),
  z.object({ v: version, type: z.literal('shutdown') }),
]);

const processMessageSchema: z.ZodType<ProcessMessage> = z.discriminatedUnion('type', [
  z.object({
    v: version,
    type: z.literal('ready'),
    pid: z.number().int(),
    kinds: z.array(z.string()),
  }),
  z.object({
    v: version,
    type: z.literal('progress'),
    id: jobId,
    fraction: z.number().min(0).max(1),
    message: z.string().max(1000),
  }),
  z.object({
    v: version,
    type: z.literal('result'),
    id: jobId,
    value: z.unknown(),
    residentBytes: z.number().int().min(0).optional(),
  }),
  z.object({
    v: version,
    type: z.literal('error'),
    id: jobId,
    code: z.enum(ERROR_CODES),
    message: z.string(),
    residentBytes: z.number().int().min(0).optional(),
  }),
]);

export type Parsed<T> =
  { readonly ok: true; readonly message: T } | { readonly ok: false; readonly problem: string };

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): Parsed<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'message'}: ${issue.message}`);
  return { ok: false, problem: issues.join('; ') };
}

export function parseHostMessage(raw: unknown): Parsed<HostMessage> {
  return parseWith(hostMessageSchema, raw);
}

export function parseProcessMessage(raw: unknown): Parsed<ProcessMessage> {
  return parseWith(processMessageSchema, raw);
}

/** The job id of a message that failed validation, when it has a usable one, to answer it. */
export function messageIdOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return undefined;
  const id = jobId.safeParse(raw.id);
  return id.success ? id.data : undefined;
}
