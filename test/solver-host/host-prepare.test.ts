/**
 * Preparing a solver process for a kind of job before it comes: the page reader's image decoder
 * (sharp, on libvips) is loaded when the host asks, not first by the reading, and jobs run as
 * usual meanwhile. Whether the decoder is loaded is read from the process's memory map (Linux).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { SolverHost } from '../../src-main/solver-host/host.ts';
import { dancer, hostWithHooks } from './support.ts';

let host: SolverHost | undefined;

afterEach(async () => {
  await host?.dispose();
  host = undefined;
});

function decoderLoaded(pid: number): boolean {
  return readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('preparing the solver for a page read', () => {
  it.runIf(process.platform === 'linux')(
    'loads the image decoder when asked, before any page is read',
    async () => {
      host = hostWithHooks().host;
      await host.start();
      const pid = host.pid!;
      expect(decoderLoaded(pid)).toBe(false);
      expect(host.prepare('read-photo')).toBe(true);
      await waitFor(() => decoderLoaded(pid), 'the decoder to load');
      expect(host.pid).toBe(pid);
    },
  );

  it('starts the process when none runs, and answers a job sent meanwhile', async () => {
    host = hostWithHooks().host;
    expect(host.pid).toBeUndefined();
    expect(host.prepare('read-photo')).toBe(true);
    const report = await host.run(
      'solve',
      { puzzle: dancer },
      { jobId: 'after-prepare', timeLimitMs: 30_000 },
    );
    expect(report.status).toBe('unique');
    expect(host.pid).toBeDefined();
  });

  it('asks nothing of a host that is shut down', async () => {
    const shutDown = hostWithHooks().host;
    await shutDown.dispose();
    expect(shutDown.prepare('read-photo')).toBe(false);
  });
});
