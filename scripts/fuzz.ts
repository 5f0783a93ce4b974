/**
 * `npm run fuzz [-- --count N] [--seconds S] [--seed N]`: the probes that look for crashes, hangs
 * and runaway memory, bounded in time, with figures at the end. Exit code 1 if any was found.
 *
 * 1. Mutated puzzle files of every format (scripts/probes/mutate.ts) through the readers, in the
 *    app's file worker thread with its heap limit (200 MB) and a time limit: each is read or
 *    refused with a FormatError; anything else is a crash, a time-out is a hang, and running out of
 *    the heap means the file took more than 200 MB.
 * 2. A sample of them through the command-line tool (`solve`, `convert`): an exit code of 0, 1 or 2
 *    and no stack trace.
 * 3. All of them through `library.import` of a browser-mode server in its own process, run with
 *    its heap limited to 200 MB (its file worker has its own 200 MB), whose peak memory is
 *    watched; then the crafted library files (test/library/crafted-libraries.ts) through
 *    "Restore from a file", and hostile request bodies (deeply nested, oversized, flat).
 *
 * Mutants that fail are written to fuzz-results/ with their seed, to be read again.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FileWorker, FileWorkerError } from '../src-main/backend/file-worker/file-worker.ts';
import { devFileWorker } from '../src-main/backend/file-worker/dev-entry.ts';
import { main as cli } from '../src-main/cli/main.ts';
import { FormatError } from '../src-main/engine/formats/index.ts';
import { CRAFTED_LIBRARIES, craftLibrary, type CraftedLibrary } from '../test/library/crafted-libraries.ts';
import { startAppServer, type AppServer } from './probes/app-server.ts';
import { mutate } from './probes/mutate.ts';
import { Random } from './probes/random.ts';
import { fileNameFor, seedFiles } from './probes/seeds.ts';
import { buildElectronIfStale } from './start.ts';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'fuzz-results');
const HEAP_MB = 200;
const READ_LIMIT_MS = 10_000;

interface Mutant {
  readonly n: number;
  readonly name: string;
  readonly text: string;
}

interface Tally {
  [outcome: string]: number;
}

const add = (tally: Tally, outcome: string): void => {
  tally[outcome] = (tally[outcome] ?? 0) + 1;
};

function options(): { count: number; seconds: number; seed: number } {
  const { values } = parseArgs({
    options: { count: { type: 'string' }, seconds: { type: 'string' }, seed: { type: 'string' } },
  });
  return {
    count: Number(values.count ?? 3600),
    seconds: Number(values.seconds ?? 300),
    seed: Number(values.seed ?? 1),
  };
}

function keep(kind: string, mutant: Mutant, detail: string): void {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${kind}-${mutant.name}`), mutant.text);
  writeFileSync(join(RESULTS, `${kind}-${mutant.name}.txt`), `${detail}\n`);
}

async function readers(mutants: readonly Mutant[], deadline: number): Promise<Tally> {
  const files = new FileWorker(devFileWorker(), HEAP_MB);
  const tally: Tally = {};
  try {
    for (const mutant of mutants) {
      if (Date.now() > deadline) break;
      try {
        await files.read(mutant.name, mutant.text, READ_LIMIT_MS);
        add(tally, 'read');
      } catch (error) {
        if (error instanceof FormatError) add(tally, 'refused with a reason');
        else if (error instanceof FileWorkerError && /took longer/.test(error.message)) {
          add(tally, 'hung');
          keep('hang', mutant, error.message);
        } else if (error instanceof FileWorkerError && /memory/.test(error.message)) {
          add(tally, `over ${HEAP_MB} MB`);
          keep('memory', mutant, error.message);
        } else {
          add(tally, 'crashed');
          keep('crash', mutant, String(error instanceof Error ? (error.stack ?? error.message) : error));
        }
      }
    }
  } finally {
    await files.close();
  }
  return tally;
}

async function commandLine(mutants: readonly Mutant[], deadline: number): Promise<Tally> {
  const dir = mkdtempSync(join(tmpdir(), 'nonogram-fuzz-cli-'));
  const tally: Tally = {};
  const quiet = { line: () => undefined, error: (text: string) => void errors.push(text), colour: false };
  const errors: string[] = [];
  try {
    for (const [i, mutant] of mutants.entries()) {
      if (Date.now() > deadline) break;
      const file = join(dir, mutant.name);
      writeFileSync(file, mutant.text);
      const argv =
        i % 2 === 0 ? ['solve', file, '--json', '--timeout', '1'] : ['convert', file, '--to', 'json'];
      errors.length = 0;
      try {
        const code = await cli(argv, quiet);
        const traced = errors.some((text) => /\n\s+at \S+ \(/.test(text));
        if ((code === 0 || code === 1 || code === 2) && !traced) add(tally, `exit ${code}`);
        else {
          add(tally, 'crashed');
          keep('cli', mutant, `${argv.join(' ')}: exit ${code}\n${errors.join('\n')}`);
        }
      } catch (error) {
        add(tally, 'crashed');
        keep('cli', mutant, `${argv.join(' ')}: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return tally;
}

async function imports(server: AppServer, mutants: readonly Mutant[], deadline: number): Promise<Tally> {
  const tally: Tally = {};
  // Portions as the renderer sends them: at most 40 files and 6 MB.
  const batches: Mutant[][] = [[]];
  let bytes = 0;
  for (const mutant of mutants) {
    if (batches.at(-1)!.length >= 40 || bytes + mutant.text.length > 6_000_000) {
      batches.push([]);
      bytes = 0;
    }
    batches.at(-1)!.push(mutant);
    bytes += mutant.text.length;
  }
  for (const [at, batch] of batches.entries()) {
    if (Date.now() > deadline) break;
    const started = Date.now();
    const files = batch.map(({ name, text }) => ({ name, text }));
    const answer = await server.call('library.import', { jobId: `fuzz-${at}`, files });
    if (Date.now() - started > 120_000) add(tally, 'hung');
    if (answer.status === 200 && answer.body.ok) add(tally, 'batches imported');
    else if (answer.status === 413 || answer.body.error?.code === 'invalid-arguments')
      add(tally, 'batches refused');
    else {
      add(tally, 'crashed');
      batch.forEach((mutant) => keep('import', mutant, JSON.stringify(answer)));
    }
  }
  return tally;
}

async function craftedLibraries(server: AppServer): Promise<Tally> {
  const dir = mkdtempSync(join(tmpdir(), 'nonogram-fuzz-crafted-'));
  const tally: Tally = {};
  try {
    for (const kind of Object.keys(CRAFTED_LIBRARIES) as CraftedLibrary[]) {
      const file = join(dir, `${kind}.sqlite`);
      craftLibrary(kind, file);
      const bytes = readFileSync(file);
      const uploadId = `crafted-${kind}`;
      await server.call('backups.upload', { uploadId, offset: 0, data: bytes.toString('base64') });
      const added = await server.call('backups.add', {
        uploadId,
        fileName: `${kind}.sqlite`,
        bytes: bytes.length,
      });
      const answering = (await server.call('app.info', {})).body.ok;
      add(tally, !added.body.ok && answering ? 'refused, app answering' : 'accepted or app stuck');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return tally;
}

async function bodies(server: AppServer): Promise<Tally> {
  const tally: Tally = {};
  const mb = 1024 * 1024;
  const cases: [string, string, string][] = [
    ['58 MB of nested arrays to library.import', 'library.import', '['.repeat(29 * mb) + ']'.repeat(29 * mb)],
    ['16 MB of nested arrays to library.import', 'library.import', '['.repeat(8 * mb) + ']'.repeat(8 * mb)],
    ['16 MB of nested objects to play.move', 'play.move', '{"a":'.repeat(3 * mb) + '1' + '}'.repeat(3 * mb)],
    [
      '16 MB flat array to library.import',
      'library.import',
      `{"jobId":"x","files":[${'1,'.repeat(8 * mb)}1]}`,
    ],
    ['8 MB flat array to library.delete', 'library.delete', `{"ids":[${'1,'.repeat(4 * mb)}1]}`],
    ['2 MB string to play.move', 'play.move', JSON.stringify({ attemptId: 1, move: 'x'.repeat(2 * mb) })],
  ];
  for (const [what, method, body] of cases) {
    const before = server.peakMb();
    const answer = await server.post(method, body);
    const after = server.peakMb();
    // A body refused for its size may end the connection while it is still being sent.
    const code = answer.body.error?.code;
    const refused =
      answer.status === 400 ||
      answer.status === 413 ||
      code === 'invalid-arguments' ||
      code === 'connection-closed';
    add(tally, refused ? 'refused' : 'accepted');
    console.log(`  ${what}: ${answer.status} ${answer.body.error?.message?.slice(0, 70) ?? ''}`);
    if (before !== null && after !== null)
      console.log(`    server peak ${before.toFixed(0)} -> ${after.toFixed(0)} MB`);
  }
  return tally;
}

function report(title: string, tally: Tally): void {
  const parts = Object.entries(tally).map(([outcome, n]) => `${n} ${outcome}`);
  console.log(`${title}: ${parts.join(', ') || 'nothing run'}`);
}

async function run(): Promise<number> {
  const { count, seconds, seed } = options();
  const deadline = Date.now() + seconds * 1000;
  rmSync(RESULTS, { recursive: true, force: true });
  const random = new Random(seed);
  const seeds = seedFiles();
  const mutants: Mutant[] = Array.from({ length: count }, (_, n) => {
    const source = seeds[n % seeds.length]!;
    return { n, name: fileNameFor(source, n), text: mutate(source.text, random) };
  });
  console.log(
    `${mutants.length} mutants of ${seeds.length} files in every format (seed ${seed}), ${seconds} s at most.`,
  );
  const started = Date.now();
  const read = await readers(mutants, deadline);
  report(`Readers (${((Date.now() - started) / 1000).toFixed(0)} s)`, read);
  report(
    'Command-line tool, every 8th',
    await commandLine(
      mutants.filter((m) => m.n % 8 === 0),
      deadline,
    ),
  );
  buildElectronIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-fuzz-server-'));
  // The server runs with its heap limited as the figure demands: a body or an import that needed
  // more would end it.
  const server = await startAppServer(dataDir, { heapMb: HEAP_MB });
  let total: Tally[] = [];
  let died = false;
  try {
    const baseline = server.peakMb();
    const imported = await imports(server, mutants, deadline);
    report('Import through browser mode', imported);
    const importPeak = server.peakMb();
    if (baseline !== null && importPeak !== null) {
      console.log(
        `  server peak memory: ${baseline.toFixed(0)} MB at start, ${importPeak.toFixed(0)} MB after the imports`,
      );
    }
    const crafted = await craftedLibraries(server);
    report('Crafted library files', crafted);
    console.log('Request bodies:');
    const sent = await bodies(server);
    report('Request bodies', sent);
    total = [read, imported, crafted, sent];
  } finally {
    died = server.serve.child.exitCode !== null || server.serve.child.signalCode !== null;
    await server.serve.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (died) {
    console.log('The server stopped during the probe.');
    return 1;
  }
  const bad = total.some((tally) =>
    Object.keys(tally).some((outcome) => /crash|hung|over|accepted|stuck/.test(outcome)),
  );
  console.log(bad ? `Problems found: see ${RESULTS}` : 'No crash, hang or runaway memory found.');
  return bad ? 1 : 0;
}

process.exitCode = await run();
