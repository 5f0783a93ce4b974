/**
 * The page reader, first on real pages (photo/real-pages.ts: phone photos of magazine pages and
 * screenshots of sites and apps, with their clues typed by hand), then on its own rendered set
 * (photo/page-set.ts), which is for training and tuning: puzzles printed in several layouts
 * and fonts, scanned or photographed in software, drawn from a seed. Reports the lines read
 * exactly before any fix, the pages right after the mistake finder's first suggestion, and the
 * time to read a 15x15 scan and a 12 megapixel photo of a 45x45 page.
 */
import { ensurePageSet, pagePuzzles } from './photo/page-set.ts';
import { measurePage, type PageOutcome } from './photo/measure-page.ts';
import { measureRealPage, realPages, type RealOutcome } from './photo/real-pages.ts';
import { benchDir, hasBenchSets } from './bench-files.ts';
import { formatTable, type Cell } from './table.ts';

/**
 * The page set's seed. NONOGRAM_PHOTO_SEED draws another set, to check that what was tuned on
 * these pages holds on pages never looked at.
 */
const SEED = Number(process.env['NONOGRAM_PHOTO_SEED'] ?? 2026);

export async function photoSection(quick: boolean): Promise<string> {
  const real = await realSection();
  const count = quick ? 12 : 48;
  const { folder, pages } = await ensurePageSet(SEED, count, (done, total) => {
    if (done === 1 || done === total || done % 10 === 0)
      process.stderr.write(`  page set: ${done} of ${total} pages drawn\n`);
  });
  const palettes = new Map(pagePuzzles().map((e) => [e.name, e.puzzle.palette]));
  const outcomes: PageOutcome[] = [];
  for (const page of pages) outcomes.push(await measurePage(folder, page, palettes.get(page.puzzle) ?? []));
  const groups: [string, (o: PageOutcome) => boolean][] = [
    ['all pages', () => true],
    ['scans', (o) => o.page.kind === 'scan'],
    ['photos', (o) => o.page.kind === 'photo'],
    ['fonts trained on', (o) => o.page.seenFont],
    ['fonts never seen', (o) => !o.page.seenFont],
    ...(['app', 'book', 'boxed', 'grey', 'both-sides', 'right-bottom'] as const).map(
      (layout): [string, (o: PageOutcome) => boolean] => [
        `layout ${layout}`,
        (o) => o.page.layout === layout,
      ],
    ),
  ];
  const rows: Cell[][] = groups.flatMap(([name, keep]) => {
    const part = outcomes.filter(keep);
    if (part.length === 0) return [];
    const lines = part.reduce((s, o) => s + o.lines, 0);
    const exact = part.reduce((s, o) => s + o.exactLines, 0);
    const found = part.filter((o) => o.message === null).length;
    return [
      [
        name,
        part.length,
        `${found}/${part.length}`,
        percent(exact, lines),
        percent(part.filter((o) => o.rightAsRead).length, part.length),
        percent(part.filter((o) => o.rightAfterFix).length, part.length),
        Math.round(median(part.map((o) => o.cpuMs))),
      ],
    ];
  });
  const table = formatTable(
    ['pages', 'n', 'grid found', 'lines exact', 'right as read', 'right after 1st fix', 'median CPU ms'],
    rows,
  );
  const timing = (label: string, o: PageOutcome | undefined): string =>
    o
      ? `${label} (${o.page.file}, ${o.page.megapixels} MP): ${Math.round(o.wallMs)} ms wall, ${Math.round(o.cpuMs)} ms CPU, ${o.exactLines}/${o.lines} lines exact`
      : `${label}: not in the set`;
  const failures = outcomes
    .filter((o) => !o.rightAfterFix)
    .map(
      (o) =>
        `  ${o.page.file} (${o.page.puzzle}, ${o.page.font}, ${o.page.notes}): ${o.message ?? `${o.exactLines}/${o.lines} lines exact`}`,
    );
  return [
    real,
    '',
    `Our own rendered pages (for training and tuning; real pages above are the measure): ${pages.length} drawn from seed ${SEED} into ${folder}`,
    table,
    timing('15x15 scan', outcomes[0]),
    timing('45x45 photo', outcomes[1]),
    'Times are of reading in this process (decoding included); the app adds sending the file to the solver process.',
    'target: lines exact 99.5 %, right after the first fix 97 % of pages; under 1 s for a 15x15 scan, under 5 s for a 12 MP photo of a 45x45 page',
    ...(failures.length > 0 ? ['Pages not right after the first fix:', ...failures] : []),
  ].join('\n');
}

/** Every real page of the benchmark sets, one row each, then the totals. */
async function realSection(): Promise<string> {
  if (!hasBenchSets()) return `Real pages: skipped, no benchmark sets at ${benchDir()}.`;
  const outcomes: RealOutcome[] = [];
  for (const set of ['photos', 'screens']) {
    for (const page of realPages(benchDir(), set)) outcomes.push(await measureRealPage(page));
  }
  const row = (o: RealOutcome): Cell[] => [
    `${o.page.set}/${o.page.file}`,
    `${o.page.truth.columns.length}x${o.page.truth.rows.length}`,
    o.size ?? (o.message ?? 'none').slice(0, 40),
    `${o.exactLines}/${o.lines}`,
    o.rightAsRead ? 'yes' : 'no',
    o.rightAfterFix ? 'yes' : 'no',
    `${o.wrongUnmarked}/${o.wrongNumbers}`,
    `${o.rightMarked}/${o.numbers - o.wrongNumbers}`,
    o.seconds.toFixed(2),
  ];
  const sum = (pick: (o: RealOutcome) => number, part: readonly RealOutcome[]): number =>
    part.reduce((s, o) => s + pick(o), 0);
  const totals = (name: string, part: readonly RealOutcome[]): Cell[] => [
    name,
    '',
    `${part.filter((o) => o.size === `${o.page.truth.columns.length}x${o.page.truth.rows.length}`).length}/${part.length} right size`,
    percent(
      sum((o) => o.exactLines, part),
      sum((o) => o.lines, part),
    ),
    `${part.filter((o) => o.rightAsRead).length}/${part.length}`,
    `${part.filter((o) => o.rightAfterFix).length}/${part.length}`,
    percent(
      sum((o) => o.wrongUnmarked, part),
      sum((o) => o.wrongNumbers, part),
    ),
    percent(
      sum((o) => o.rightMarked, part),
      sum((o) => o.numbers - o.wrongNumbers, part),
    ),
    sum((o) => o.seconds, part).toFixed(1),
  ];
  const photos = outcomes.filter((o) => o.page.set === 'photos');
  const screens = outcomes.filter((o) => o.page.set === 'screens');
  const table = formatTable(
    [
      'real page',
      'truth',
      'grid read',
      'lines exact',
      'right as read',
      'right after 1st fix',
      'wrong, not marked doubtful',
      'right, marked doubtful',
      'seconds',
    ],
    [...outcomes.map(row), totals('photos', photos), totals('screens', screens)],
  );
  const misread = outcomes
    .filter((o) => o.misread.length > 0)
    .map(
      (o) =>
        `  ${o.page.set}/${o.page.file}: ${o.misread.slice(0, 6).join('; ')}${o.misread.length > 6 ? `; and ${o.misread.length - 6} more` : ''}`,
    );
  return [
    'Real pages (the measure): phone photos of magazine pages, then screenshots of sites and apps',
    table,
    'target: photos all right after the first fix and 99 % of lines exact; screenshots 5 of 6 right; at least 95 % of wrong numbers marked doubtful, at most 2 % of right ones',
    ...(misread.length > 0 ? ['Lines read wrong:', ...misread] : []),
  ].join('\n');
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
}
