/**
 * `npm run kill-test [-- --runs N] [--seconds S] [--seed N] [--only play,import,restore,backup,full]`: browser mode in its own process,
 * killed with SIGKILL at a random moment, again and again, during play, an import and a restore;
 * after each kill it is started again and what it holds is checked against what it had
 * acknowledged. Then, where a small RAM disk can be mounted (Linux, as root), the disk is filled
 * during play. Figures at the end; exit code 1 if anything acknowledged was lost.
 *
 * - Play: every move the server acknowledged must be there after the restart, in order (the one
 *   in flight at the kill may or may not be), and the library's thumbnail must show them.
 * - Import: the library holds either nothing of it, all of it, or exactly the count the next
 *   start reports for an import cut off.
 * - Restore: the library is either as it was or as the backup was, never a mixture.
 * - Backup: killed while the daily copy (made at start) or "Back up now" is being written, no
 *   copy is listed as damaged, and today's daily copy is made after the restart.
 *
 * Each scenario has its share of the time. Every call to the server has a time limit, so a server
 * that stops answering is reported as a hang (and the scenario stopped), and past the deadline and
 * a grace the probe stops whatever it started (probes/bound.ts). A scenario the deadline cut short
 * (fewer kills than asked for) fails the run: its figures do not meet the count they promise.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDir } from '../src-main/bench/bench-files.ts';
import { encodeGrid } from '../src-main/engine/grid-codec.ts';
import { startAppServer, type AppServer } from './probes/app-server.ts';
import { endWithin } from './probes/bound.ts';
import { Random } from './probes/random.ts';
import { buildElectronIfStale } from './start.ts';

// Large imports come from a tournament set, which the public sets beside the project hold (like the benchmarks).
const TAAI = readFileSync(join(benchDir(), 'taai/question/taai2011.txt'), 'utf8');

interface Options {
  readonly runs: number;
  readonly seconds: number;
  readonly seed: number;
}

const SCENARIOS = ['play', 'import', 'restore', 'backup', 'full'] as const;
/** After the deadline: time for the step under way (a call may wait 120 s) before the probe is stopped. */
const GRACE_MS = 180_000;

function options(): Options & { only: ReadonlySet<string> } {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      seconds: { type: 'string' },
      seed: { type: 'string' },
      only: { type: 'string' },
    },
  });
  return {
    runs: Number(values.runs ?? 30),
    seconds: Number(values.seconds ?? 1200),
    seed: Number(values.seed ?? 1),
    only: new Set(values.only?.split(',') ?? SCENARIOS),
  };
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

async function value<T>(server: AppServer, method: string, args: unknown): Promise<T> {
  const answer = await server.call(method, args);
  if (!answer.body.ok) throw new Error(`${method}: ${answer.body.error?.message}`);
  return answer.body.value as T;
}

/** TAAI puzzles `from` to `to` (1-based) as one file's text. */
function taaiPart(from: number, to: number): string {
  const starts = [...TAAI.matchAll(/^\$(\d+)$/gm)];
  const begin = starts[from - 1]!.index;
  const end = to < starts.length ? starts[to]!.index : TAAI.length;
  return TAAI.slice(begin, end);
}

async function puzzleCount(server: AppServer): Promise<number> {
  return (await value<{ total: number }>(server, 'library.list', { limit: 1 })).total;
}

interface Figures {
  kills: number;
  acknowledged: number;
  lost: number;
  notes: string[];
  /** Why the scenario stopped before its end: the server did not answer in time, or failed. */
  stopped?: string;
}

const noFigures = (): Figures => ({ kills: 0, acknowledged: 0, lost: 0, notes: [] });

async function play(
  figures: Figures,
  dataDir: string,
  random: Random,
  runs: number,
  deadline: number,
): Promise<void> {
  let server = await startAppServer(dataDir);
  const [puzzleId] = (
    await value<{ addedIds: number[] }>(server, 'library.import', {
      jobId: 'kill-play',
      files: [{ name: 'one.taai', text: taaiPart(1, 1) }],
    })
  ).addedIds as [number];
  let session = await value<{ attempt: { id: number; position: number } }>(server, 'play.open', { puzzleId });
  const attemptId = session.attempt.id;
  const cells = 25 * 25;
  /** How many moves were acknowledged: move k fills cell k mod 625 on even rounds, clears it on odd ones. */
  let acked = 0;
  const moveNumber = (k: number) => {
    const filling = Math.floor(k / cells) % 2 === 0;
    return { cells: [k % cells], to: filling ? 1 : 0, from: [filling ? 0 : 1] };
  };
  const picture = (count: number): Uint8Array =>
    Uint8Array.from({ length: cells }, (_, cell) => {
      const visits = Math.floor(count / cells) + (cell < count % cells ? 1 : 0);
      return visits % 2;
    });
  for (let run = 0; run < runs && Date.now() < deadline; run++) {
    let inFlight = false;
    let stop = false;
    const mover = (async () => {
      while (!stop) {
        inFlight = true;
        const answer = await server.call('play.move', {
          attemptId,
          move: moveNumber(acked),
          elapsedMs: acked * 10,
        });
        if (!answer.body.ok) break;
        acked++;
        inFlight = false;
      }
    })().catch(() => undefined);
    await sleep(100 + random.int(1400));
    stop = true;
    server.kill();
    figures.kills++;
    await mover;
    figures.acknowledged = acked;
    server = await startAppServer(dataDir);
    session = await value<{ attempt: { id: number; position: number } }>(server, 'play.open', { puzzleId });
    const position = session.attempt.position;
    if (position === acked + 1 && inFlight) acked++;
    else if (position !== acked) {
      figures.lost += Math.max(0, acked - position);
      figures.notes.push(`run ${run}: ${acked} moves acknowledged, ${position} found`);
      acked = Math.min(acked, position);
    }
    const [thumbnail] = await value<{ cells: string }[]>(server, 'library.thumbnails', { ids: [puzzleId] });
    const want = encodeGrid({ width: 25, height: 25, cells: picture(acked) });
    if (acked > 0 && thumbnail?.cells !== want)
      figures.notes.push(`run ${run}: the thumbnail is behind the moves`);
  }
  figures.acknowledged = acked;
  await server.serve.stop();
}

async function importing(
  figures: Figures,
  dataDir: string,
  random: Random,
  runs: number,
  deadline: number,
): Promise<void> {
  const files = Array.from({ length: 10 }, (_, i) => ({
    name: `part-${i + 1}.taai`,
    text: taaiPart(i * 100 + 1, i * 100 + 100),
  }));
  for (let run = 0; run < runs && Date.now() < deadline; run++) {
    const dir = join(dataDir, `import-${run}`);
    let server = await startAppServer(dir);
    // The starter collection is there before the import.
    const before = await puzzleCount(server);
    void server.call('library.import', { jobId: `import-${run}`, files }).catch(() => undefined);
    await sleep(50 + random.int(1500));
    server.kill();
    figures.kills++;
    server = await startAppServer(dir);
    const info = await value<{ notices: string[] }>(server, 'app.info', {});
    const count = (await puzzleCount(server)) - before;
    const reported = info.notices
      .map((notice) => /after it had stored (\d+|one) puzzles?/.exec(notice))
      .find(Boolean);
    const expected = reported ? (reported[1] === 'one' ? 1 : Number(reported[1])) : null;
    const consistent = expected === null ? count === 0 || count === 1000 : count === expected;
    const damaged = info.notices.some((notice) => /damaged|not a puzzle library/.test(notice));
    if (!consistent || damaged) {
      figures.lost++;
      figures.notes.push(`run ${run}: ${count} puzzles, notices: ${info.notices.join(' | ') || 'none'}`);
    }
    figures.acknowledged += count;
    await server.serve.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function restoring(
  figures: Figures,
  dataDir: string,
  random: Random,
  runs: number,
  deadline: number,
): Promise<void> {
  let server = await startAppServer(dataDir);
  const starter = await puzzleCount(server);
  await value(server, 'library.import', { jobId: 'a', files: [{ name: 'a.taai', text: taaiPart(1, 300) }] });
  const backup = await value<{ name: string }>(server, 'backups.create', {});
  await value(server, 'library.import', {
    jobId: 'b',
    files: [{ name: 'b.taai', text: taaiPart(301, 600) }],
  });
  await server.serve.stop();
  for (let run = 0; run < runs && Date.now() < deadline; run++) {
    server = await startAppServer(dataDir);
    void server.call('backups.restore', { name: backup.name }).catch(() => undefined);
    await sleep(random.int(900));
    server.kill();
    figures.kills++;
    server = await startAppServer(dataDir);
    const count = (await puzzleCount(server)) - starter;
    if (count !== 300 && count !== 600) {
      figures.lost++;
      figures.notes.push(`run ${run}: ${count} puzzles, neither the library (600) nor the backup (300)`);
    }
    if (count === 300) {
      await value(server, 'library.import', {
        jobId: `b-${run}`,
        files: [{ name: 'b.taai', text: taaiPart(301, 600) }],
      });
    }
    figures.acknowledged++;
    await server.serve.stop();
  }
}

/** Adds a page image of `megabytes` MB (any bytes after a PDF header), so a copy of the library takes a while. */
async function addLargePageImage(server: AppServer, megabytes: number): Promise<void> {
  const first = Buffer.alloc(8 << 20, 7);
  Buffer.from('%PDF-1.4\n').copy(first);
  const rest = Buffer.alloc(8 << 20, 7);
  const uploadId = 'kill-test-page';
  for (let offset = 0; offset < megabytes << 20; offset += rest.length) {
    const data = (offset === 0 ? first : rest).toString('base64');
    await value(server, 'photo.upload', { uploadId, offset, data });
  }
  await value(server, 'photo.add', { uploadId, fileName: 'large.pdf', bytes: megabytes << 20 });
}

interface BackupsList {
  readonly backups: readonly { name: string; problem: string | null }[];
}

async function backingUp(
  figures: Figures,
  dataDir: string,
  random: Random,
  runs: number,
  deadline: number,
): Promise<void> {
  let server = await startAppServer(dataDir);
  await value(server, 'library.import', { jobId: 'a', files: [{ name: 'a.taai', text: taaiPart(1, 300) }] });
  await addLargePageImage(server, 96);
  await server.serve.stop();
  const folder = join(dataDir, 'backups');
  const today = (): string => `library-${new Date().toISOString().slice(0, 10)}.sqlite`;
  for (let run = 0; run < runs && Date.now() < deadline; run++) {
    // Even runs: the kill falls in the daily copy made at start; odd runs: in "Back up now".
    const daily = run % 2 === 0;
    if (daily) rmSync(join(folder, today()), { force: true });
    server = await startAppServer(dataDir);
    if (!daily) void server.call('backups.create', {}).catch(() => undefined);
    await sleep(random.int(daily ? 400 : 700));
    server.kill();
    figures.kills++;
    server = await startAppServer(dataDir);
    let list = await value<BackupsList>(server, 'backups.list', {});
    for (let wait = 0; !list.backups.some((b) => b.name === today()) && wait < 60; wait++) {
      await sleep(500);
      list = await value<BackupsList>(server, 'backups.list', {});
    }
    const damaged = list.backups.filter((b) => b.problem !== null);
    if (!list.backups.some((b) => b.name === today() && b.problem === null)) {
      figures.lost++;
      figures.notes.push(`run ${run}: no sound daily copy for today after the restart`);
    }
    if (damaged.length > 0) {
      figures.lost += damaged.length;
      figures.notes.push(
        `run ${run}: listed as damaged: ${damaged.map((b) => `${b.name} (${b.problem})`).join(', ')}`,
      );
    }
    figures.acknowledged += list.backups.length - damaged.length;
    // Saved copies are removed so the folder does not grow by a library each run.
    for (const b of list.backups)
      if (b.name !== today()) await value(server, 'backups.delete', { name: b.name });
    await server.serve.stop();
  }
  const left = existsSync(folder) ? readdirSync(folder).filter((name) => name !== today()) : [];
  if (left.length > 0) figures.notes.push(`left in backups/: ${left.join(', ')}`);
}

/** Play on a 6 MB RAM disk filled to the brim; false where one cannot be mounted. */
async function diskFull(figures: Figures): Promise<boolean> {
  const mount = mkdtempSync(join(tmpdir(), 'nonogram-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', mount], {
      stdio: 'ignore',
      timeout: 30_000,
    });
  } catch {
    rmSync(mount, { recursive: true, force: true });
    return false;
  }
  try {
    const dataDir = join(mount, 'data');
    mkdirSync(dataDir);
    let server = await startAppServer(dataDir);
    const [puzzleId] = (
      await value<{ addedIds: number[] }>(server, 'library.import', {
        jobId: 'full',
        files: [{ name: 'one.taai', text: taaiPart(1, 1) }],
      })
    ).addedIds as [number];
    const { attempt } = await value<{ attempt: { id: number } }>(server, 'play.open', { puzzleId });
    const filler = join(mount, 'filler');
    let chunks = 0;
    /** Fills the disk to the last page with 64 KB files. */
    const fill = (): void => {
      try {
        for (; ; chunks++) writeFileSync(`${filler}-${chunks}`, Buffer.alloc(64 * 1024));
      } catch {
        // Full.
      }
    };
    /** Frees 512 KB. */
    const makeRoom = (): void => {
      for (let n = 0; n < 8 && chunks > 0; n++) rmSync(`${filler}-${--chunks}`, { force: true });
    };
    fill();
    let acked = 0;
    let failures = 0;
    let takenAgain = 0;
    let drift = 0;
    const move = (cell: number) =>
      server.call('play.move', {
        attemptId: attempt.id,
        move: { cells: [cell], to: 1, from: [0] },
        elapsedMs: cell,
      });
    for (let cell = 0; cell < 625 && failures < 10; cell++) {
      const answer = await move(cell);
      if (answer.body.ok) {
        acked++;
        continue;
      }
      failures++;
      // The same move once the disk has room again must be taken, not refused as played elsewhere.
      makeRoom();
      const again = await move(cell);
      if (again.body.ok) {
        acked++;
        takenAgain++;
      } else if (/another window/.test(again.body.error?.message ?? '')) drift++;
      fill();
    }
    server.kill();
    figures.kills++;
    makeRoom();
    server = await startAppServer(dataDir);
    const session = await value<{ attempt: { position: number } }>(server, 'play.open', { puzzleId });
    figures.acknowledged = acked;
    figures.lost = Math.max(0, acked - session.attempt.position);
    figures.lost += drift;
    figures.notes.push(
      `${failures} moves failed on the full disk; sent again with room, ${takenAgain} were taken and ` +
        `${drift} refused as played in another window`,
    );
    await server.serve.stop();
  } finally {
    // Lazily: the killed server's last file handles may still be closing.
    execFileSync('umount', ['-l', mount], { stdio: 'ignore', timeout: 30_000 });
    rmSync(mount, { recursive: true, force: true });
  }
  return true;
}

function line(title: string, figures: Figures | null, unit: string, runs: number | null): boolean {
  if (figures === null) {
    console.log(`${title}: skipped (no RAM disk could be mounted here; it needs Linux and root)`);
    return true;
  }
  const short = runs !== null && figures.kills < runs && figures.stopped === undefined;
  const cut = short
    ? ` (cut short by the deadline: ${figures.kills} of ${runs} kills, short of the figure)`
    : '';
  console.log(
    `${title}${cut}: ${figures.kills} kills, ${figures.acknowledged} ${unit}, ${figures.lost} lost`,
  );
  if (figures.stopped !== undefined) console.log(`  stopped: ${figures.stopped}`);
  for (const note of figures.notes.slice(0, 10)) console.log(`  ${note}`);
  return figures.lost === 0 && !short && figures.stopped === undefined;
}

type Scenario = (
  figures: Figures,
  dataDir: string,
  random: Random,
  runs: number,
  deadline: number,
) => Promise<void>;

async function run(): Promise<number> {
  const { runs, seconds, seed, only } = options();
  // Built before the clock starts: the build is not part of the probe, and it blocks this thread.
  buildElectronIfStale();
  const deadline = Date.now() + seconds * 1000;
  endWithin(seconds * 1000 + GRACE_MS);
  const random = new Random(seed);
  const root = mkdtempSync(join(tmpdir(), 'nonogram-kill-'));
  const scenarios: [string, string, string, Scenario][] = [
    ['play', 'Play', 'moves acknowledged and kept', play],
    ['import', 'Import', 'puzzles found after the kills', importing],
    ['restore', 'Restore', 'restarts checked', restoring],
    ['backup', 'Backup', 'sound copies listed after the restarts', backingUp],
  ];
  const chosen = scenarios.filter(([name]) => only.has(name));
  try {
    console.log(`Kill -9 at random, ${runs} times each (seed ${seed}), ${seconds} s at most:`);
    let good = true;
    for (const [i, [name, title, unit, scenario]] of chosen.entries()) {
      // Each scenario gets its share of what the ones before it left (the full disk takes seconds).
      const until = Date.now() + (deadline - Date.now()) / (chosen.length - i);
      const figures = noFigures();
      try {
        await scenario(figures, join(root, name), random, runs, until);
      } catch (error) {
        figures.stopped = error instanceof Error ? error.message : String(error);
      }
      good = line(title, figures, unit, runs) && good;
    }
    if (only.has('full')) {
      const figures = noFigures();
      let mounted = true;
      try {
        mounted = await diskFull(figures);
      } catch (error) {
        figures.stopped = error instanceof Error ? error.message : String(error);
      }
      good = line('Full disk during play', mounted ? figures : null, 'moves acknowledged', null) && good;
    }
    console.log(
      good
        ? 'Nothing acknowledged was lost.'
        : 'Something acknowledged was lost, a scenario stopped, or the deadline cut one short: see above.',
    );
    return good ? 0 : 1;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

process.exitCode = await run();
