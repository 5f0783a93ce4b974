/**
 * `library.generate`: new puzzles from the generator, one solver job each, stored as they come
 * with their verdict (unique), solution and rating, so the library shows them at once and a cancel
 * keeps every puzzle already made. Progress goes out as `job.progress` events under the caller's
 * job id; `jobs.cancel` stops the running solver job too.
 */
import { generatedMeta } from '../../../engine/generator/generated-meta.ts';
import { generatorPalette } from '../../../engine/generator/generator-palette.ts';
import { puzzleFromGrid, type Puzzle } from '../../../engine/puzzle.ts';
import { addPuzzle } from '../../../library/add-puzzle.ts';
import { getCollection } from '../../../library/collections.ts';
import { metaFields } from '../../../library/puzzles.ts';
import type { GeneratedPuzzle } from '../../../solver-host/job-kinds.ts';
import type { Handlers, ParsedArgs } from '../../../contract/methods.ts';
import type { GenerateSummary } from '../../../contract/dto.ts';
import { pictureGrid } from '../../../engine/picture-grid.ts';
import type { HandlerContext } from '../../handler-context.ts';
import { notFound } from '../../api-errors.ts';

/** Each puzzle's own limit; a hard 100x100 can take this long on a slow machine. */
export const GENERATE_TIME_LIMIT_MS = 120_000;

type GenerateArgs = ParsedArgs<'library.generate'>;

export function generateHandler(context: HandlerContext): Pick<Handlers, 'library.generate'> {
  return {
    'library.generate': async (args) => {
      if (args.collectionId !== undefined && !getCollection(context.db, args.collectionId)) {
        notFound(`Collection ${args.collectionId}`);
      }
      return context.localJobs.run(args.jobId, (signal) => generatePuzzles(context, args, signal));
    },
  };
}

async function generatePuzzles(
  { db, solver, emit }: HandlerContext,
  args: GenerateArgs,
  signal: AbortSignal,
): Promise<GenerateSummary> {
  const { jobId, width, height, colors, level, count } = args;
  const palette = generatorPalette(colors);
  const template: Puzzle = {
    width,
    height,
    rows: Array.from({ length: height }, () => []),
    columns: Array.from({ length: width }, () => []),
    palette,
    meta: {},
  };
  const addedIds: number[] = [];
  const labels: string[] = [];
  let duplicates = 0;
  let offTarget = 0;
  const summary = (stop: Partial<Pick<GenerateSummary, 'cancelled' | 'problem'>> = {}): GenerateSummary => ({
    addedIds,
    labels,
    duplicates,
    offTarget,
    cancelled: stop.cancelled ?? false,
    problem: stop.problem ?? null,
  });

  for (let n = 0; n < count; n++) {
    if (signal.aborted) return summary({ cancelled: true });
    const seed = args.seed === undefined ? randomSeed() : args.seed + n;
    const label = count > 1 ? `Puzzle ${n + 1} of ${count}: ` : '';
    let shown = 0;
    const progress = (fraction: number, message: string): void => {
      // A fresh picture starts its count of settled cells again; the bar does not go back.
      shown = Math.max(shown, fraction);
      emit('job.progress', {
        jobId,
        kind: 'generate',
        fraction: (n + shown) / count,
        message: label + message,
      });
    };
    progress(0, 'drawing a picture');
    const subId = `${jobId}:${n + 1}`;
    const stop = (): void => void solver.cancel(subId);
    signal.addEventListener('abort', stop);
    let made: GeneratedPuzzle;
    try {
      made = await solver.run(
        'generate',
        { puzzle: template, options: { level, seed } },
        {
          jobId: subId,
          timeLimitMs: GENERATE_TIME_LIMIT_MS,
          onProgress: ({ fraction, message }) => progress(fraction, message),
        },
      );
    } catch (error) {
      if (signal.aborted) return summary({ cancelled: true });
      return summary({ problem: error instanceof Error ? error.message : String(error) });
    } finally {
      signal.removeEventListener('abort', stop);
    }
    const stored = store(db, made, { width, height, palette, seed, level }, args.collectionId);
    if (!made.onTarget) offTarget++;
    if (stored.added) {
      addedIds.push(stored.id);
      labels.push(made.difficulty.label);
      emit('library.changed', { ids: [stored.id] });
    } else {
      duplicates++;
    }
  }
  return summary();
}

interface Made {
  readonly width: number;
  readonly height: number;
  readonly palette: Puzzle['palette'];
  readonly seed: number;
  readonly level: GenerateArgs['level'];
}

function store(
  db: HandlerContext['db'],
  made: GeneratedPuzzle,
  how: Made,
  collectionId: number | undefined,
): { added: boolean; id: number } {
  const grid = pictureGrid(made.picture, how);
  const meta = generatedMeta(how.width, how.height, how.level, how.seed);
  return addPuzzle(db, {
    puzzle: puzzleFromGrid(grid, how.palette, meta),
    meta: metaFields(meta),
    picture: made.picture,
    rated: { score: made.difficulty.score, estimate: made.difficulty.estimate },
    ...(collectionId === undefined ? {} : { collectionId }),
  });
}

/** 1 to 2^31 - 1: the range `library.generate` accepts as a seed, so any puzzle can be made again. */
function randomSeed(): number {
  return 1 + Math.floor(Math.random() * 0x7fff_fffe);
}
