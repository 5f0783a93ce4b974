import { describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../src-main/contract/methods.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import { useTestBackend } from './test-backend.ts';

const api = useTestBackend('args');

const noLog = (): void => undefined;

describe('calls with bad arguments', () => {
  it.each(METHOD_NAMES)('%s refuses an unknown argument, naming it', async (method) => {
    const result = await dispatch(api.backend().handlers, method, { surprise: 1 }, noLog);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-arguments');
    expect(result.error.message).toContain(method);
    expect(result.error.message).toContain('surprise');
  });

  it.each(METHOD_NAMES)('%s refuses arguments that are not an object', async (method) => {
    const result = await dispatch(api.backend().handlers, method, 'text', noLog);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-arguments' } });
  });

  it('says which field is wrong and how', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['library.get', { id: -3 }, /id:/],
      ['library.list', { sort: 'colour' }, /sort:/],
      ['library.list', { limit: 5000 }, /limit:/],
      ['library.import', { jobId: '', files: [{ name: 'a.nin', text: '' }] }, /jobId:/],
      ['library.import', { jobId: 'j', files: [] }, /files:/],
      ['collections.create', { name: '   ' }, /name:/],
      ['solver.solve', { jobId: 'j', puzzleId: 1, strategy: 'guess' }, /strategy:/],
      ['solver.solve', { jobId: 'j', puzzleId: 1, timeLimitMs: 5 }, /timeLimitMs:/],
      ['settings.set', { theme: 'purple' }, /theme:/],
      [
        'settings.set',
        { exportFormat: 'pynogram' },
        /exportFormat: expected one of the formats the app writes/,
      ],
      [
        'settings.set',
        { print: { paper: 'a3', content: 'both', titles: true, split: true } },
        /print\.paper:/,
      ],
      ['settings.set', { print: { paper: 'a4', content: 'both' } }, /print\.titles:/],
    ];
    for (const [method, args, field] of cases) {
      const result = await dispatch(api.backend().handlers, method, args, noLog);
      expect(result, method).toMatchObject({ ok: false, error: { code: 'invalid-arguments' } });
      if (!result.ok) expect(result.error.message, method).toMatch(field);
    }
  });

  it('answers an unknown method with unknown-method', async () => {
    const result = await dispatch(api.backend().handlers, 'library.drop', {}, noLog);
    expect(result).toEqual({
      ok: false,
      error: { code: 'unknown-method', message: 'There is no method called "library.drop".' },
    });
  });

  it('answers a missing puzzle with not-found rather than an internal error', async () => {
    const result = await dispatch(api.backend().handlers, 'library.get', { id: 999 }, noLog);
    expect(result).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const solve = await dispatch(
      api.backend().handlers,
      'solver.solve',
      { jobId: 'nf', puzzleId: 999 },
      noLog,
    );
    expect(solve).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
