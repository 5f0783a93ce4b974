/**
 * `npm run memory-probe [-- --puzzles 20000 --page-mb 60 --reads 10]`: the inputs of issue 38's
 * reproducers, made here at a size that runs in a few minutes yet takes the same paths (no large
 * file is kept in the repository), through browser mode in its own process, with every process
 * (the server and each solver process) sampled every 100 ms against RESIDENT_LIMIT_MB, and
 * `app.info` called every 100 ms throughout to show how long a call waited. Steps:
 *
 * 1. An import of `--puzzles` made puzzles, then their export in webpbn, JSON and .non, each file
 *    fetched from its download URL as the page would.
 * 2. `photo.add` of a `--page-mb` MB file ("%PDF-" and junk, as photo-200mb.mjs), `photo.image`
 *    of its original, and its reading (refused, as a damaged PDF).
 * 3. `--reads` readings of the real magazine photo of the end-to-end tests, then the solver's
 *    memory at rest.
 * 4. A backup of the library, which now holds the page, restored.
 *
 * Exit code 1 if a process passed the limit or a step failed. Needs Linux's /proc for the figures.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { HTTP_EXPORTS_PATH, TOKEN_QUERY } from '../src-main/contract/bridge.ts';
import { startAppServer, type AppServer } from './probes/app-server.ts';
import { endWithin } from './probes/bound.ts';
import { madeNonFile } from './probes/made-puzzles.ts';
import { sampleTree, treeResidentMb } from './probes/process-tree.ts';

const RESIDENT_LIMIT_MB = 500;
const PHOTO = resolve(import.meta.dirname, '../test/fixtures/photo-real/nono4.jpg');
const UPLOAD_PIECE = 8 * 1024 * 1024;
const BOUND_MS = 20 * 60_000;

const { values } = parseArgs({
  options: {
    puzzles: { type: 'string', default: '20000' },
    'page-mb': { type: 'string', default: '60' },
    reads: { type: 'string', default: '10' },
  },
});

interface StepFigure {
  readonly step: string;
  readonly peaks: Map<number, number> | null;
  readonly longestWaitMs: number;
  readonly note: string;
}

const figures: StepFigure[] = [];
const failures: string[] = [];

async function must(server: AppServer, method: string, args: unknown): Promise<unknown> {
  const answer = await server.call(method, args);
  if (!answer.body.ok) throw new Error(`${method}: ${JSON.stringify(answer.body.error)}`);
  return answer.body.value;
}

/** Runs a step with the process tree sampled and app.info called every 100 ms meanwhile. */
async function step(server: AppServer, name: string, work: () => Promise<string>): Promise<void> {
  const sampler = sampleTree(server.pid);
  let longest = 0;
  let stop = false;
  const pinger = (async () => {
    while (!stop) {
      const start = Date.now();
      await server.call('app.info', {});
      longest = Math.max(longest, Date.now() - start);
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  })();
  let note: string;
  try {
    note = await work();
  } catch (error) {
    note = `failed: ${error instanceof Error ? error.message : String(error)}`;
    failures.push(`${name} ${note}`);
  }
  stop = true;
  await pinger;
  const peaks = sampler.stop();
  for (const [pid, mb] of peaks ?? []) {
    if (mb > RESIDENT_LIMIT_MB) failures.push(`${name}: process ${pid} held ${Math.round(mb)} MB`);
  }
  figures.push({ step: name, peaks, longestWaitMs: longest, note });
  console.log(`${name}: ${note}; ${describePeaks(server.pid, peaks)}; longest app.info wait ${longest} ms`);
}

function describePeaks(serverPid: number, peaks: Map<number, number> | null): string {
  if (peaks === null) return 'memory not measured (no /proc)';
  const parts = [...peaks].map(
    ([pid, mb]) => `${pid === serverPid ? 'server' : `child ${pid}`} ${Math.round(mb)} MB`,
  );
  return `peaks ${parts.join(', ')}`;
}

async function exportAll(server: AppServer, count: number): Promise<string> {
  for (let start = 0, batch = 0; start < count; start += 5000, batch++) {
    const text = madeNonFile(Math.min(5000, count - start), 1000 + batch, `made${batch}`);
    await must(server, 'library.import', {
      jobId: `import-${batch}`,
      files: [{ name: `made${batch}.non`, text }],
    });
  }
  const { ids } = (await must(server, 'library.ids', {})) as { ids: number[] };
  const sizes: string[] = [];
  for (const format of ['webpbn', 'json', 'non']) {
    const file = (await must(server, 'library.export', { jobId: `export-${format}`, ids, format })) as {
      exportId: string;
      bytes: number;
    };
    const url = new URL(server.serve.url);
    const token = url.searchParams.get(TOKEN_QUERY)!;
    const download = await fetch(
      new URL(`${HTTP_EXPORTS_PATH}${file.exportId}?${TOKEN_QUERY}=${token}`, url),
    );
    let received = 0;
    for await (const chunk of download.body ?? []) received += (chunk as Uint8Array).length;
    if (received !== file.bytes)
      throw new Error(`the ${format} download brought ${received} of ${file.bytes} bytes`);
    sizes.push(`${format} ${(received / 1e6).toFixed(1)} MB`);
  }
  return `${ids.length} puzzles exported (${sizes.join(', ')})`;
}

async function upload(server: AppServer, bytes: Buffer, fileName: string): Promise<number> {
  const uploadId = `probe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  for (let offset = 0; offset < bytes.length; offset += UPLOAD_PIECE) {
    const data = bytes.subarray(offset, offset + UPLOAD_PIECE).toString('base64');
    await must(server, 'photo.upload', { uploadId, offset, data });
  }
  const added = (await must(server, 'photo.add', { uploadId, fileName, bytes: bytes.length })) as {
    id: number;
  };
  return added.id;
}

async function addLargePage(server: AppServer, megabytes: number): Promise<string> {
  const bytes = Buffer.alloc(megabytes * 1024 * 1024, 0x41);
  Buffer.from('%PDF-1.4\n').copy(bytes, 0);
  const imageId = await upload(server, bytes, 'large.pdf');
  await must(server, 'photo.image', { imageId, version: 'original' });
  const read = await server.call('photo.read', { jobId: 'large-read', imageId, timeLimitMs: 60_000 });
  const refusal = read.body.ok ? 'read' : `refused (${read.body.error?.code})`;
  return `a ${megabytes} MB page added, its original fetched, its reading ${refusal}`;
}

async function readPhotos(server: AppServer, reads: number): Promise<string> {
  const bytes = readFileSync(PHOTO);
  for (let n = 0; n < reads; n++) {
    const imageId = await upload(server, bytes, 'nono4.jpg');
    await must(server, 'photo.read', { jobId: `read-${n}`, imageId, timeLimitMs: 60_000 });
  }
  await new Promise((resolveWait) => setTimeout(resolveWait, 3000));
  const resting = [...treeResidentMb(server.pid)].map(
    ([pid, mb]) => `${pid === server.pid ? 'server' : `child ${pid}`} ${Math.round(mb)} MB`,
  );
  return `${reads} readings; at rest 3 s after: ${resting.join(', ')}`;
}

async function restoreBackup(server: AppServer): Promise<string> {
  const backup = (await must(server, 'backups.create', {})) as { name: string; bytes: number };
  await must(server, 'backups.restore', { name: backup.name });
  return `a backup of ${(backup.bytes / 1e6).toFixed(0)} MB restored`;
}

async function main(): Promise<void> {
  endWithin(BOUND_MS);
  const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-memory-probe-'));
  const server = await startAppServer(dataDir, { callTimeLimitMs: 600_000 });
  try {
    await must(server, 'checks.setPaused', { paused: true });
    await step(server, 'export', () => exportAll(server, Number(values.puzzles)));
    await step(server, 'photo.add', () => addLargePage(server, Number(values['page-mb'])));
    await step(server, 'readings', () => readPhotos(server, Number(values.reads)));
    await step(server, 'restore', () => restoreBackup(server));
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    failures.length === 0
      ? `Every process stayed under ${RESIDENT_LIMIT_MB} MB in all ${figures.length} steps.`
      : `Found:\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

await main();
