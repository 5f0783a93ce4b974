/** Jobs run in the backend's own process (imports, generating), with their ids and cancels. */
import { describe, expect, it } from 'vitest';
import { LocalJobs } from '../../src-main/backend/local-jobs.ts';

describe('local jobs', () => {
  it('refuse to start while held, saying why, and start again once released', async () => {
    const jobs = new LocalJobs();
    const release = jobs.hold('A backup is being restored.');
    await expect(jobs.run('import-1', async () => 'imported')).rejects.toMatchObject({
      code: 'invalid-arguments',
      message: 'A backup is being restored.',
    });
    release();
    await expect(jobs.run('import-1', async () => 'imported')).resolves.toBe('imported');
  });
});
