import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src-renderer/lib/api/errors.ts';
import { Job } from '../../../../src-renderer/lib/jobs/job.svelte.ts';
import { useRealApi } from '../../real-api.ts';

const api = useRealApi('job');

/** A promise the test settles when it chooses: the work of a job held open. */
function held<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Job', () => {
  it('keeps the value and key of a finished run, with its progress full', async () => {
    const job = new Job<string>(api.client(), 'test');
    const value = await job.run(async () => 'answer', { key: 'k1' });
    expect(value).toBe('answer');
    expect(job.status).toBe('done');
    expect(job.value).toBe('answer');
    expect(job.key).toBe('k1');
    expect(job.fraction).toBe(1);
  });

  it('follows the progress events of its own run only, and hands them to onprogress', async () => {
    const job = new Job<string>(api.client(), 'test');
    const work = held<string>();
    const seen: number[] = [];
    let id = '';
    const run = job.run(
      (jobId) => {
        id = jobId;
        return work.promise;
      },
      { message: 'Starting', onprogress: (fraction) => seen.push(fraction) },
    );
    expect(job.message).toBe('Starting');
    api
      .backend()
      .emit('job.progress', { kind: 'solve', jobId: 'someone-else', fraction: 0.9, message: 'not mine' });
    api.backend().emit('job.progress', { kind: 'solve', jobId: id, fraction: 0.25, message: 'a quarter' });
    expect(job.fraction).toBe(0.25);
    expect(job.message).toBe('a quarter');
    expect(seen).toEqual([0.25]);
    work.resolve('done');
    await run;
    api.backend().emit('job.progress', { kind: 'solve', jobId: id, fraction: 0.5, message: 'late' });
    expect(job.fraction).toBe(1);
  });

  it('drops the answer of a run a newer one replaced, and asks the backend to stop it', async () => {
    const job = new Job<string>(api.client(), 'test');
    const older = held<string>();
    const first = job.run(() => older.promise, { key: 'old' });
    api.calls.length = 0;
    const second = job.run(async () => 'newer', { key: 'new' });
    expect(api.calls).toEqual(['jobs.cancel']);
    older.resolve('stale');
    expect(await first).toBeNull();
    expect(await second).toBe('newer');
    expect(job.value).toBe('newer');
    expect(job.key).toBe('new');
  });

  it('ends as failed with the message of the failure, and as cancelled when the call answers cancelled', async () => {
    const job = new Job<string>(api.client(), 'test');
    expect(await job.run(() => Promise.reject(new Error('The solver fell over.')))).toBeNull();
    expect(job.status).toBe('failed');
    expect(job.error).toBe('The solver fell over.');
    const cancelled = new ApiCallError({ code: 'cancelled', message: 'The job was cancelled.' });
    expect(await job.run(() => Promise.reject(cancelled))).toBeNull();
    expect(job.status).toBe('cancelled');
    expect(job.error).toBeNull();
  });

  it('forgets everything on reset, also a run under way, whose answer is then ignored', async () => {
    const job = new Job<string>(api.client(), 'test');
    const work = held<string>();
    const run = job.run(() => work.promise, { key: 'k' });
    api.calls.length = 0;
    job.reset();
    expect(api.calls).toEqual(['jobs.cancel']);
    expect(job.status).toBe('idle');
    expect(job.key).toBeNull();
    work.resolve('too late');
    expect(await run).toBeNull();
    expect(job.value).toBeNull();
  });
});
