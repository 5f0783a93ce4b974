/** `nonogram solve FILE... [--solutions N] [--timeout SECONDS] [--strategy S] [--json]` */
import { gridToRows } from '../engine/puzzle.ts';
import { StrategyNotApplicableError } from '../engine/solver/strategies/errors.ts';
import { solve } from '../engine/solver/solve.ts';
import { STRATEGIES, type Strategy } from '../engine/solver/types.ts';
import { numberOption, parseArgs, UsageError } from './args.ts';
import { drawDomains, drawGrid } from './draw.ts';
import { errorMessage, loadPuzzles } from './puzzle-files.ts';
import type { Output } from './output.ts';

export interface SolveLine {
  readonly file: string;
  readonly index: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly status: 'unique' | 'multiple' | 'solved' | 'none' | 'timeout' | 'error';
  readonly solutions: string[][];
  readonly ms: number;
  readonly message?: string;
}

export async function solveCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'solutions', value: true },
    { name: 'timeout', value: true },
    { name: 'strategy', value: true },
    { name: 'json' },
  ]);
  if (args.positional.length === 0) throw new UsageError('solve needs at least one puzzle file');
  const maxSolutions = numberOption(args, 'solutions', 2, 1, 1000);
  const timeout = numberOption(args, 'timeout', 0, 0, 86_400);
  const strategy = args.options.get('strategy') ?? 'full';
  if (!STRATEGIES.includes(strategy as Strategy)) {
    throw new UsageError(`--strategy must be one of ${STRATEGIES.join(', ')}, not "${strategy}"`);
  }
  const json = args.flags.has('json');
  let failures = 0;
  for (const loaded of await loadPuzzles(args.positional)) {
    if ('error' in loaded) {
      failures++;
      emit(out, json, errorLine(loaded.file, loaded.index, null, loaded.error), null);
      continue;
    }
    const { puzzle } = loaded;
    const started = Date.now();
    try {
      const result = solve(puzzle, {
        strategy: strategy as Strategy,
        maxSolutions,
        ...(timeout > 0 ? { timeLimitMs: timeout * 1000 } : {}),
      });
      const line: SolveLine = {
        file: loaded.file,
        index: loaded.index,
        width: puzzle.width,
        height: puzzle.height,
        status: result.status === 'cancelled' ? 'timeout' : result.status,
        solutions: result.solutions.map((grid) => gridToRows(grid, puzzle.palette)),
        ms: Math.round(result.stats.ms),
      };
      const partial =
        line.status === 'timeout'
          ? drawDomains(result.partial, puzzle.width, puzzle.height, puzzle.palette)
          : null;
      emit(out, json, line, {
        draw: (i) => drawGrid(result.solutions[i]!, puzzle.palette, out.colour),
        partial,
      });
    } catch (error) {
      failures++;
      const known = error instanceof StrategyNotApplicableError;
      const message = known ? error.message : `the solver failed: ${errorMessage(error)}`;
      emit(out, json, errorLine(loaded.file, loaded.index, puzzle, message, Date.now() - started), null);
    }
  }
  return failures > 0 ? 1 : 0;
}

function errorLine(
  file: string,
  index: number | null,
  size: { width: number; height: number } | null,
  message: string,
  ms = 0,
): SolveLine {
  return {
    file,
    index,
    width: size?.width ?? null,
    height: size?.height ?? null,
    status: 'error',
    solutions: [],
    ms,
    message,
  };
}

interface Drawing {
  readonly draw: (solution: number) => string;
  readonly partial: string | null;
}

const STATUS_TEXT: Record<SolveLine['status'], string> = {
  unique: 'unique solution',
  multiple: 'more than one solution',
  solved: 'solved',
  none: 'no solution',
  timeout: 'time limit reached',
  error: 'error',
};

function emit(out: Output, json: boolean, line: SolveLine, drawing: Drawing | null): void {
  if (json) {
    out.line(JSON.stringify(line));
    return;
  }
  const where = line.index === null ? line.file : `${line.file} #${line.index}`;
  const size = line.width === null ? '' : `  ${line.width}x${line.height}`;
  out.line(`${where}${size}  ${STATUS_TEXT[line.status]}  ${line.ms} ms`);
  if (line.message) out.line(`  ${line.message}`);
  if (drawing) {
    line.solutions.forEach((_, i) => {
      if (line.solutions.length > 1) out.line(`solution ${i + 1}:`);
      out.line(drawing.draw(i));
    });
    if (drawing.partial) out.line(`what logic proved before the limit ('?' is open):\n${drawing.partial}`);
  }
  out.line('');
}
