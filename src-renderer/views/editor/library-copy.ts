/**
 * A library puzzle's picture as a starting point for the editor: the drawing it was made from,
 * else its stored solution, or, when the solver has not run on it yet, the first solution the
 * solver finds now.
 */
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { newJobId } from '../../lib/api/client.ts';
import { idParam } from '../../lib/shell/routes.ts';
import type { Drawing } from './drawing.ts';

export async function copyOfPuzzle(
  api: ApiClient,
  param: string,
): Promise<{ drawing: Drawing; title: string }> {
  const id = idParam(param);
  if (id === null) throw new Error(`“${param}” is not a puzzle number.`);
  const detail = await api.call('library.get', { id });
  let solution = detail.picture ?? detail.solution;
  if (solution === null) {
    const report = await api.call('solver.solve', {
      jobId: newJobId('editor-copy'),
      puzzleId: id,
      timeLimitMs: 30_000,
    });
    solution = report.solutions[0] ?? null;
  }
  if (solution === null)
    throw new Error('The solver found no picture for this puzzle, so there is nothing to draw on.');
  const title = detail.title.trim() === '' ? '' : `${detail.title} (copy)`;
  return {
    drawing: { grid: decodeGrid(solution, detail.width, detail.height), palette: detail.palette },
    title,
  };
}
