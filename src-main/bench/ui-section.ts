/** UI responsiveness in Chromium while the solver works on the hardest survey puzzle. */
import { benchUi, type FrameFigures } from './ui-bench.ts';
import { formatTable, type Cell } from './table.ts';

export async function uiSection(quick: boolean): Promise<string> {
  const result = await benchUi(quick ? 3 : 8);
  const row = (name: string, f: FrameFigures, target: string): Cell[] => [
    name,
    f.frames,
    f.medianMs,
    f.maxMs,
    f.over50,
    target,
  ];
  return formatTable(
    ['Solve screen on faase.nin (80x95)', 'frames', 'median gap ms', 'longest ms', 'over 50 ms', 'target'],
    [
      row('while the solver runs', result.solving, 'none over 50 ms'),
      row('idle, for comparison', result.idle, ''),
    ],
  );
}
