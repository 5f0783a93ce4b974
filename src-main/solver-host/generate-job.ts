/**
 * The `generate` job: a new puzzle from the engine's generator. The job's puzzle is a blank
 * template whose size and palette are those wanted; the answer is the solution picture, from which
 * the caller derives the clues with the same palette, and its rating.
 */
import { ApiFailure } from '../contract/result.ts';
import { generatePuzzle, generateOptionsProblem } from '../engine/generator/generate.ts';
import { encodeGrid } from '../engine/grid-codec.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import type { GeneratedPuzzle, GenerateJobOptions } from './job-kinds.ts';
import type { JobContext } from './job-context.ts';
import { toDifficultyDto } from './solve-report.ts';

export function runGenerate(
  template: Puzzle,
  options: GenerateJobOptions,
  context: JobContext,
): GeneratedPuzzle {
  const size = { width: template.width, height: template.height, colors: template.palette.length - 1 };
  const problem = generateOptionsProblem(size);
  if (problem) throw new ApiFailure('invalid-arguments', problem);
  let lastReport = 0;
  const outcome = generatePuzzle({
    ...size,
    level: options.level,
    seed: options.seed,
    timeLimitMs: context.timeLimitMs,
    signal: context.signal,
    onProgress: ({ candidates, open, total }) => {
      const now = Date.now();
      if (now - lastReport < 100) return;
      lastReport = now;
      const settled = total - open;
      const tries = candidates > 1 ? ` (picture ${candidates})` : '';
      context.progress(settled / total, `${settled} of ${total} cells settled by logic${tries}`);
    },
  });
  switch (outcome.status) {
    case 'done':
      return {
        picture: encodeGrid(outcome.solution),
        difficulty: toDifficultyDto(outcome.difficulty),
        onTarget: outcome.onTarget,
      };
    case 'cancelled':
      throw new ApiFailure('cancelled', 'The job was cancelled.');
    case 'timeout':
      throw new ApiFailure(
        'timeout',
        `No ${options.level} ${size.width}x${size.height} puzzle came out within ${Math.round(context.timeLimitMs / 1000)} s. A smaller size or an easier level is quicker.`,
      );
  }
}
