/**
 * Explanations all the way (explanations-bench.ts) on every jwilk puzzle and the unique survey
 * puzzles: how many hints took a single-cell trial, how many steps needed a deeper guess, how long
 * the longest trial reads, and failures (none allowed).
 */
import { loadBenchFolder, type BenchPuzzle } from './bench-files.ts';
import { MANY_LINKS, playByHints, type HintRun } from './explanations-bench.ts';
import { formatTable, type Cell } from './table.ts';

export function explanationsSection(quick: boolean): string {
  const jwilk = loadBenchFolder('jwilk', (file) => file.endsWith('.nin'));
  const survey = loadBenchFolder('survey', (file) => /^webpbn-\d+\.nin$/.test(file));
  const sets: [string, BenchPuzzle[]][] = [
    ['jwilk', quick ? jwilk.slice(0, 40) : jwilk],
    ['survey (unique)', quick ? survey.filter((entry) => !/0080[3]|0161[1]/.test(entry.name)) : survey],
  ];
  const summaries: Cell[][] = [];
  const details: Cell[][] = [];
  const failures: string[] = [];
  for (const [set, puzzles] of sets) {
    const runs = puzzles.map((entry) => playByHints(entry.name, entry.puzzle));
    summaries.push(summaryRow(set, runs));
    for (const run of runs) {
      if (run.trials > 0 || run.deeperGuesses > 0 || run.saidSeveral || set !== 'jwilk')
        details.push(detailRow(run));
      for (const failure of run.failures) failures.push(`${run.name}: ${failure}`);
    }
  }
  return [
    'From an empty board, a hint at a time (trials where lines are stuck), marking what each settles; a ' +
      'deeper guess takes one cell of the solution. Every settled cell is checked against the solution.',
    formatTable(
      [
        'set',
        'puzzles',
        'unique',
        'solved by hints',
        'hints',
        'by a trial',
        'deeper guesses',
        'said "several solutions"',
        'longest trial (links / chars)',
        `trials over ${MANY_LINKS} links`,
        'slowest hint ms',
        'failures',
      ],
      summaries,
    ),
    '',
    'Puzzles with a trial, a deeper guess or several solutions (every survey puzzle):',
    formatTable(
      [
        'puzzle',
        'unique',
        'hints',
        'by a trial',
        'deeper guesses',
        'longest trial',
        'slowest hint ms',
        'cpu s',
      ],
      details,
    ),
    ...(failures.length > 0 ? ['', 'FAILURES:', ...failures] : []),
  ].join('\n');
}

function summaryRow(set: string, runs: readonly HintRun[]): Cell[] {
  const sum = (pick: (run: HintRun) => number): number => runs.reduce((total, run) => total + pick(run), 0);
  const most = (pick: (run: HintRun) => number): number => Math.max(0, ...runs.map(pick));
  return [
    set,
    runs.length,
    runs.filter((run) => run.unique).length,
    runs.filter((run) => run.solved && run.deeperGuesses === 0).length,
    sum((run) => run.hints),
    sum((run) => run.trials),
    sum((run) => run.deeperGuesses),
    runs.filter((run) => run.saidSeveral).length,
    `${most((run) => run.longestTrialLinks)} / ${most((run) => run.longestTrialChars)}`,
    sum((run) => run.longTrials),
    Math.round(most((run) => run.slowestHintMs)),
    sum((run) => run.failures.length),
  ];
}

function detailRow(run: HintRun): Cell[] {
  return [
    run.name,
    run.unique ? 'yes' : 'no',
    run.hints,
    run.trials,
    run.deeperGuesses,
    run.trials > 0 ? `${run.longestTrialLinks} links, ${run.longestTrialChars} chars` : '-',
    Math.round(run.slowestHintMs),
    (run.cpuMs / 1000).toFixed(1),
  ];
}
