/**
 * `nonogram explain FILE [--index N]`: a walkthrough, one sentence per step. Where line logic is
 * stuck, a step tries one cell and writes out the chain of line deductions that rules it out;
 * where even that is stuck, the walkthrough says whether a deeper guess is needed or the puzzle
 * has several solutions (and where two of them differ).
 */
import { explainWithTrials } from '../engine/explain/several-solutions.ts';
import { trialOf } from '../engine/explain/trial-step.ts';
import { numberOption, parseArgs, UsageError } from './args.ts';
import { drawDomains } from './draw.ts';
import type { Output } from './output.ts';
import { loadOnePuzzle } from './pick-puzzle.ts';

export async function explainCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [{ name: 'index', value: true }]);
  if (args.positional.length !== 1) throw new UsageError('explain takes exactly one puzzle file');
  const index = args.options.has('index') ? numberOption(args, 'index', 1, 1, 1e9) : undefined;
  const puzzle = await loadOnePuzzle(args.positional[0]!, index);
  const result = explainWithTrials(puzzle);
  result.steps.forEach((step, i) => {
    const number = String(i + 1).padStart(4);
    const trial = trialOf(step);
    if (!trial) {
      out.line(`${number}. ${step.sentence}`);
      return;
    }
    // A trial reads best link by link: the supposition, each line's deduction, the conclusion.
    const [suppose, ...rest] = step.sentence.split(/(?<=\.) (?=Then )/);
    const conclusion = rest.join(' ').replace(/^Then .*?\. (?=So )/, '');
    out.line(`${number}. ${suppose}`);
    trial.links.forEach((link) => out.line(`        - ${link.sentence}`));
    out.line(`        ${conclusion}`);
  });
  out.line('');
  out.line(drawDomains(result.domains, puzzle.width, puzzle.height, puzzle.palette));
  out.line('');
  out.line(result.outcome === 'contradiction' ? CONTRADICTION : result.sentence);
  return 0;
}

const CONTRADICTION = 'The clues contradict each other: this puzzle has no solution.';
