/**
 * `npm run fuzz [-- --count N] [--seconds S] [--seed N]`: the probes that look for crashes, hangs
 * and runaway memory, bounded in time, with figures at the end. Exit code 1 if any was found, or if
 * the deadline cut the run short (it says which part, and how far it came).
 *
 * 1. Mutated puzzle files of every format (scripts/probes/mutate.ts) through the readers, in the
 *    app's file worker thread with its heap limit (200 MB) and a time limit: each is read or
 *    refused with a FormatError; anything else is a crash, a time-out is a hang, and running out of
 *    the heap means the file took more than 200 MB.
 * 2. Every one of them through the command-line tool's `convert` (to each writable format in
 *    turn), and every 8th through `solve` too: solving spends up to its time limit (1 s) on each
 *    file that reads, where converting is quick, and both read the file the same way. The tool
 *    runs in a worker thread (probes/cli-runner.ts), with a time limit and a 200 MB heap: an exit
 *    code of 0, 1 or 2 and no stack trace.
 * 3. All of them through `library.import` of a browser-mode server in its own process, run with
 *    its heap limited to 200 MB (its file worker has its own 200 MB); then the crafted library
 *    files (test/library/crafted-libraries.ts) through "Restore from a file", and hostile request
 *    bodies (deeply nested, oversized, flat).
 *
 * Memory is measured as resident memory, not only as heap: for each file read (steps 1 and 2),
 * each import portion and each request body, the peak resident memory of the process doing the
 * work is set back before it and read after it (probes/memory.ts), and a growth over 200 MB is a
 * finding. Every HTTP call and every command has a time limit, and past the deadline and a grace
 * the probe stops whatever it started (probes/bound.ts), so a hang is reported, not waited for.
 *
 * Mutants that fail are written to fuzz-results/ with their seed, to be read again.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FileWorker, FileWorkerError } from '../src-main/backend/file-worker/file-worker.ts';
import { devFileWorker } from '../src-main/backend/file-worker/dev-entry.ts';
import { FORMATS, FormatError } from '../src-main/engine/formats/index.ts';
import { CRAFTED_LIBRARIES, craftLibrary, type CraftedLibrary } from '../test/library/crafted-libraries.ts';
import { startAppServer, type AppServer, type ApiAnswer } from './probes/app-server.ts';
import { endWithin } from './probes/bound.ts';
import { CliRunner } from './probes/cli-runner.ts';
import { residentGrowthMb } from './probes/memory.ts';
import { mutate } from './probes/mutate.ts';
import { Random } from './probes/random.ts';
import { fileNameFor, seedFiles } from './probes/seeds.ts';
import { buildElectronIfStale } from './start.ts';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'fuzz-results');
const HEAP_MB = 200;
/** The most resident memory one file, one import portion or one request body may take. */
const RESIDENT_MB = 200;
const READ_LIMIT_MS = 10_000;
const CLI_LIMIT_MS = 20_000;
/** After the deadline: time for the step under way (a call may wait 120 s) before the probe is stopped. */
const GRACE_MS = 180_000;

interface Mutant {
  readonly n: number;
  readonly name: string;
  readonly text: string;
}

interface Tally {
  [outcome: string]: number;
}

/** How far a part came: what it did, of how many, and the largest resident growth of one step. */
interface Part {
  readonly tally: Tally;
  done: number;
  readonly total: number;
  largestMb: number | null;
}

function part(total: number): Part {
  return { tally: {}, done: 0, total, largestMb: null };
}

/** Keeps the largest growth seen; true when this one is over the limit. */
function measured(into: Part, growthMb: number | null): boolean {
  if (growthMb === null) return false;
  into.largestMb = Math.max(into.largestMb ?? 0, growthMb);
  return growthMb > RESIDENT_MB;
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
    seconds: Number(values.seconds ?? 600),
    seed: Number(values.seed ?? 1),
  };
}

function keep(kind: string, mutant: Mutant, detail: string): void {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${kind}-${mutant.name}`), mutant.text);
  writeFileSync(join(RESULTS, `${kind}-${mutant.name}.txt`), `${detail}\n`);
}

async function readers(mutants: readonly Mutant[], deadline: number): Promise<Part> {
  const files = new FileWorker(devFileWorker(), HEAP_MB);
  const result = part(mutants.length);
  const { tally } = result;
  try {
    for (const mutant of mutants) {
      if (Date.now() > deadline) break;
      result.done++;
      const { value: outcome, growthMb } = await residentGrowthMb('self', () =>
        files.read(mutant.name, mutant.text, READ_LIMIT_MS).then(
          () => null,
          (error: unknown) => error,
        ),
      );
      if (measured(result, growthMb)) {
        add(tally, `over ${RESIDENT_MB} MB resident`);
        keep('resident', mutant, `${growthMb?.toFixed(0)} MB resident while it was read`);
      }
      if (outcome === null) add(tally, 'read');
      else if (outcome instanceof FormatError) add(tally, 'refused with a reason');
      else if (outcome instanceof FileWorkerError && outcome.reason === 'time') {
        add(tally, 'hung');
        keep('hang', mutant, outcome.message);
      } else if (outcome instanceof FileWorkerError && outcome.reason === 'memory') {
        add(tally, `over ${HEAP_MB} MB of heap`);
        keep('memory', mutant, outcome.message);
      } else {
        add(tally, 'crashed');
        keep(
          'crash',
          mutant,
          String(outcome instanceof Error ? (outcome.stack ?? outcome.message) : outcome),
        );
      }
    }
  } finally {
    await files.close();
  }
  return result;
}

/** The formats `convert --to` takes, in turn. */
const TARGETS = FORMATS.filter((format) => format.canWrite).map((format) => format.id);

async function commandLine(mutants: readonly Mutant[], deadline: number): Promise<Part> {
  const dir = mkdtempSync(join(tmpdir(), 'nonogram-fuzz-cli-'));
  const runner = new CliRunner(HEAP_MB);
  const commands = mutants.flatMap((mutant, i) => {
    const file = join(dir, mutant.name);
    const convert = ['convert', file, '--to', TARGETS[i % TARGETS.length]!];
    const solve = ['solve', file, '--json', '--timeout', '1'];
    return mutant.n % 8 === 0
      ? [
          { mutant, argv: convert },
          { mutant, argv: solve },
        ]
      : [{ mutant, argv: convert }];
  });
  const result = part(commands.length);
  const { tally } = result;
  try {
    for (const { mutant, argv } of commands) {
      if (Date.now() > deadline) break;
      result.done++;
      writeFileSync(join(dir, mutant.name), mutant.text);
      const { value: outcome, growthMb } = await residentGrowthMb('self', () =>
        runner.run(argv, CLI_LIMIT_MS),
      );
      if (measured(result, growthMb)) {
        add(tally, `over ${RESIDENT_MB} MB resident`);
        keep('cli-resident', mutant, `${argv.join(' ')}: ${growthMb?.toFixed(0)} MB resident`);
      }
      const command = argv[0]!;
      if (outcome.kind !== 'exited') {
        add(tally, outcome.kind === 'hung' ? `${command} hung` : `${command} crashed`);
        keep('cli', mutant, `${argv.join(' ')}: ${outcome.kind}: ${outcome.detail}`);
        continue;
      }
      const { code, errors } = outcome.reply;
      const traced = errors.some((text) => /\n\s+at \S+ \(/.test(text));
      if ((code === 0 || code === 1 || code === 2) && !traced) add(tally, `${command} exit ${code}`);
      else {
        add(tally, `${command} crashed`);
        keep('cli', mutant, `${argv.join(' ')}: exit ${code}\n${errors.join('\n')}`);
      }
    }
  } finally {
    await runner.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

/** An answer that never came: the call's time limit passed (app-server.ts). */
const timedOut = (body: ApiAnswer): boolean => body.error?.code === 'timed-out';

async function imports(server: AppServer, mutants: readonly Mutant[], deadline: number): Promise<Part> {
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
  const result = part(batches.length);
  const { tally } = result;
  for (const [at, batch] of batches.entries()) {
    if (Date.now() > deadline) break;
    result.done++;
    const files = batch.map(({ name, text }) => ({ name, text }));
    const { value: answer, growthMb } = await server.growth(() =>
      server.call('library.import', { jobId: `fuzz-${at}`, files }),
    );
    if (measured(result, growthMb)) {
      add(tally, `portions over ${RESIDENT_MB} MB resident`);
      batch.forEach((mutant) =>
        keep('import-resident', mutant, `${growthMb?.toFixed(0)} MB for its portion`),
      );
    }
    if (answer.status === 200 && answer.body.ok) add(tally, 'portions imported');
    else if (answer.status === 413 || answer.body.error?.code === 'invalid-arguments')
      add(tally, 'portions refused');
    else if (timedOut(answer.body)) {
      add(tally, 'hung');
      batch.forEach((mutant) => keep('import-hang', mutant, JSON.stringify(answer)));
    } else {
      add(tally, 'crashed');
      batch.forEach((mutant) => keep('import', mutant, JSON.stringify(answer)));
    }
  }
  return result;
}

async function craftedLibraries(server: AppServer): Promise<Part> {
  const dir = mkdtempSync(join(tmpdir(), 'nonogram-fuzz-crafted-'));
  const kinds = Object.keys(CRAFTED_LIBRARIES) as CraftedLibrary[];
  const result = part(kinds.length);
  try {
    for (const kind of kinds) {
      result.done++;
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
      const outcome = timedOut(added.body)
        ? 'hung'
        : !added.body.ok && answering
          ? 'refused, app answering'
          : 'accepted or app stuck';
      add(result.tally, outcome);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

async function bodies(server: AppServer): Promise<Part> {
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
  const result = part(cases.length);
  for (const [what, method, body] of cases) {
    result.done++;
    const { value: answer, growthMb } = await server.growth(() => server.post(method, body));
    // A body refused for its size may end the connection while it is still being sent.
    const code = answer.body.error?.code;
    const refused =
      answer.status === 400 ||
      answer.status === 413 ||
      code === 'invalid-arguments' ||
      code === 'connection-closed';
    add(result.tally, timedOut(answer.body) ? 'hung' : refused ? 'refused' : 'accepted');
    if (measured(result, growthMb)) add(result.tally, `over ${RESIDENT_MB} MB resident`);
    const growth = growthMb === null ? '' : `, ${growthMb.toFixed(0)} MB resident for it`;
    console.log(`  ${what}: ${answer.status} ${answer.body.error?.message?.slice(0, 70) ?? ''}${growth}`);
  }
  return result;
}

function report(title: string, result: Part): void {
  const parts = Object.entries(result.tally).map(([outcome, n]) => `${n} ${outcome}`);
  const largest =
    result.largestMb === null ? '' : `; largest resident growth for one: ${result.largestMb.toFixed(0)} MB`;
  const short = result.done < result.total ? ` (cut short: ${result.done} of ${result.total})` : '';
  console.log(`${title}${short}: ${parts.join(', ') || 'nothing run'}${largest}`);
}

/**
 * Each part's share of the time, by weight: a part is given its share of what the parts before it
 * left, so a slow one cannot take the others' time.
 */
const WEIGHTS = { readers: 2, commandLine: 4, imports: 3, rest: 1 } as const;

async function run(): Promise<number> {
  const { count, seconds, seed } = options();
  // Built before the clock starts: the build is not part of the probe, and it blocks this thread.
  buildElectronIfStale();
  const deadline = Date.now() + seconds * 1000;
  endWithin(seconds * 1000 + GRACE_MS);
  let weightLeft = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  const budget = (weight: number): number => {
    const until = Date.now() + ((deadline - Date.now()) * weight) / weightLeft;
    weightLeft -= weight;
    return until;
  };
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
  const parts: Part[] = [];
  let started = Date.now();
  const read = await readers(mutants, budget(WEIGHTS.readers));
  report(`Readers (${((Date.now() - started) / 1000).toFixed(0)} s)`, read);
  started = Date.now();
  const cli = await commandLine(mutants, budget(WEIGHTS.commandLine));
  report(
    `Command-line tool: convert for all, solve for every 8th (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    cli,
  );
  parts.push(read, cli);
  const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-fuzz-server-'));
  // The server runs with its heap limited as the figure demands: a body or an import that needed
  // more would end it.
  const server = await startAppServer(dataDir, { heapMb: HEAP_MB });
  let died = false;
  try {
    const baseline = server.peakMb();
    started = Date.now();
    const imported = await imports(server, mutants, budget(WEIGHTS.imports));
    report(`Import through browser mode (${((Date.now() - started) / 1000).toFixed(0)} s)`, imported);
    const importPeak = server.peakMb();
    if (baseline !== null && importPeak !== null) {
      console.log(
        `  server resident memory: ${baseline.toFixed(0)} MB at start, its peak during the last portion ${importPeak.toFixed(0)} MB`,
      );
    }
    const crafted = await craftedLibraries(server);
    report('Crafted library files', crafted);
    console.log('Request bodies:');
    const sent = await bodies(server);
    report('Request bodies', sent);
    parts.push(imported, crafted, sent);
  } finally {
    died = server.serve.child.exitCode !== null || server.serve.child.signalCode !== null;
    await server.serve.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (died) {
    console.log('The server stopped during the probe.');
    return 1;
  }
  const bad = parts.some((result) =>
    Object.keys(result.tally).some((outcome) => /crash|hung|over|accepted|stuck/.test(outcome)),
  );
  const short = parts.filter((result) => result.done < result.total);
  if (bad) console.log(`Problems found: see ${RESULTS}`);
  if (short.length > 0) {
    console.log(
      `The deadline cut the run short (${short.length} part${short.length === 1 ? '' : 's'} above say how far ` +
        'they came): the figures do not cover every file. Give it more --seconds.',
    );
  }
  if (!bad && short.length === 0) console.log('No crash, hang or runaway memory found.');
  return bad || short.length > 0 ? 1 : 0;
}

process.exitCode = await run();
