/** `nonogram explain FILE [--index N]`: a logical walkthrough, one sentence per step. */
import { explainSolve } from '../engine/explain/logical-solve.ts';
import { numberOption, parseArgs, UsageError } from './args.ts';
import { drawDomains } from './draw.ts';
import type { Output } from './output.ts';
import { loadOnePuzzle } from './pick-puzzle.ts';

export async function explainCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [{ name: 'index', value: true }]);
  if (args.positional.length !== 1) throw new UsageError('explain takes exactly one puzzle file');
  const index = args.options.has('index') ? numberOption(args, 'index', 1, 1, 1e9) : undefined;
  const puzzle = await loadOnePuzzle(args.positional[0]!, index);
  const result = explainSolve(puzzle);
  result.steps.forEach((step, i) => out.line(`${String(i + 1).padStart(4)}. ${step.sentence}`));
  out.line('');
  out.line(drawDomains(result.domains, puzzle.width, puzzle.height, puzzle.palette));
  out.line('');
  out.line(OUTCOME[result.outcome]);
  return 0;
}

const OUTCOME: Record<'solved' | 'stuck' | 'contradiction' | 'stopped', string> = {
  solved: 'Solved by line logic alone.',
  stuck:
    "Line logic gets no further: the open cells ('?') need trial and error, or the puzzle has more than one solution.",
  contradiction: 'The clues contradict each other: this puzzle has no solution.',
  stopped: 'Stopped before the end.',
};
