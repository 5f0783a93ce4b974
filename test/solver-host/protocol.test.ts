import { describe, expect, it } from 'vitest';
import { checkJob } from '../../src-main/solver-host/check-job.ts';
import {
  parseHostMessage,
  parseProcessMessage,
  PROTOCOL_VERSION,
  type JobMessage,
} from '../../src-main/solver-host/protocol.ts';
import { dancer } from './support.ts';

const job = (overrides: Partial<JobMessage> = {}): JobMessage => ({
  v: PROTOCOL_VERSION,
  type: 'job',
  id: 'job-1',
  kind: 'solve',
  puzzle: dancer,
  options: { timeLimitMs: 1000 },
  ...overrides,
});

describe('solver protocol', () => {
  it('accepts a job that a JSON round trip has carried', () => {
    const parsed = parseHostMessage(JSON.parse(JSON.stringify(job())));
    expect(parsed.ok).toBe(true);
  });

  it('rejects a message of another protocol version and says where', () => {
    const parsed = parseHostMessage({ ...job(), v: PROTOCOL_VERSION + 1 });
    expect(parsed).toMatchObject({ ok: false, problem: expect.stringMatching(/^v:/) });
  });

  it('rejects a job whose puzzle has a block of length 0', () => {
    const rows = [[{ length: 0, color: 1 }], ...dancer.rows.slice(1)];
    const parsed = parseHostMessage(job({ puzzle: { ...dancer, rows } }));
    expect(parsed).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^puzzle\.rows\.0\.0\.length/),
    });
  });

  it('accepts a request to prepare for a kind of job, and refuses one that names no kind', () => {
    expect(parseHostMessage({ v: PROTOCOL_VERSION, type: 'prepare', kind: 'read-photo' }).ok).toBe(true);
    expect(parseHostMessage({ v: PROTOCOL_VERSION, type: 'prepare', kind: '' }).ok).toBe(false);
    expect(parseHostMessage({ v: PROTOCOL_VERSION, type: 'prepare' }).ok).toBe(false);
  });

  it('rejects a job without a time limit', () => {
    expect(parseHostMessage({ ...job(), options: {} }).ok).toBe(false);
  });

  it('rejects an answer with an unknown error code', () => {
    const parsed = parseProcessMessage({
      v: PROTOCOL_VERSION,
      type: 'error',
      id: 'a',
      code: 'oops',
      message: '',
    });
    expect(parsed.ok).toBe(false);
  });

  it('reads progress, results and errors from the process', () => {
    const messages = [
      { v: PROTOCOL_VERSION, type: 'ready', pid: 12, kinds: ['solve'] },
      { v: PROTOCOL_VERSION, type: 'progress', id: 'a', fraction: 0.5, message: 'half way' },
      { v: PROTOCOL_VERSION, type: 'result', id: 'a', value: { any: 'json' } },
      { v: PROTOCOL_VERSION, type: 'error', id: 'a', code: 'cancelled', message: 'The job was cancelled.' },
    ];
    for (const message of messages) expect(parseProcessMessage(message).ok).toBe(true);
  });
});

describe('checkJob', () => {
  it('passes a solve job with its options and time limit', () => {
    const check = checkJob(job({ options: { timeLimitMs: 500, strategy: 'dfs', maxSolutions: 1 } }));
    expect(check).toMatchObject({
      ok: true,
      job: { kind: 'solve', options: { strategy: 'dfs', maxSolutions: 1 }, timeLimitMs: 500 },
    });
  });

  it('refuses an option the kind does not know', () => {
    const check = checkJob(job({ options: { timeLimitMs: 500, depth: 3 } }));
    expect(check).toMatchObject({ ok: false, code: 'invalid-arguments' });
  });

  it('refuses a kind the solver does not run', () => {
    expect(checkJob(job({ kind: 'transmogrify' }))).toMatchObject({
      ok: false,
      code: 'invalid-arguments',
      message: 'The solver has no job called "transmogrify".',
    });
  });

  it("checks a generate job's level and seed", () => {
    const generate = (options: Record<string, unknown>) =>
      checkJob(job({ kind: 'generate', options: { timeLimitMs: 500, ...options } }));
    expect(generate({ level: 'hard', seed: 9 })).toMatchObject({
      ok: true,
      job: { options: { level: 'hard', seed: 9 } },
    });
    expect(generate({ level: 'fiendish', seed: 9 })).toMatchObject({ ok: false, code: 'invalid-arguments' });
    expect(generate({ level: 'easy', seed: -1 })).toMatchObject({ ok: false, code: 'invalid-arguments' });
  });

  it('refuses a puzzle with a colour missing from its palette', () => {
    const rows = [[{ length: 1, color: 2 }], ...dancer.rows.slice(1)];
    expect(checkJob(job({ puzzle: { ...dancer, rows } }))).toMatchObject({
      ok: false,
      code: 'invalid-puzzle',
    });
  });
});
