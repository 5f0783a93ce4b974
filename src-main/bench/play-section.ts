/**
 * Play on a 100x100 puzzle: saving a move, opening a long history, and pointer to painted cell
 * in Chromium against browser mode. It drives a real browser, so it lives with the scripts.
 */
import { benchPlay, type Figures } from './play-bench.ts';
import { formatTable, type Cell } from './table.ts';

export async function playSection(quick: boolean): Promise<string> {
  const result = await benchPlay({ historyMoves: quick ? 500 : 2000, clicks: quick ? 30 : 100 });
  const row = (name: string, f: Figures, target: string): Cell[] => [
    name,
    f.median,
    f.p95,
    f.max,
    f.count,
    target,
  ];
  return formatTable(
    [
      `100x100 puzzle, ${result.historyMoves} saved moves`,
      'median ms',
      'p95 ms',
      'max ms',
      'samples',
      'target',
    ],
    [
      row('save a move (play.move handler)', result.saveMoveMs, 'median under 5 ms'),
      row('open: play.open handler', result.openHandlerMs, ''),
      row('open: route change to board drawn', result.openScreenMs, 'under 300 ms'),
      row('pointerdown to end of next frame', result.pointerToFrameMs, 'median under 16 ms'),
      row('pointerdown to end of the handler', result.pointerHandlerMs, ''),
    ],
  );
}
