/**
 * The hint shown on the play screen, and what the board marks for it, worked out apart from the
 * drawing (board-overlay.ts) so that it can be tested without a canvas: a line step's line and, once asked again, its cells;
 * a trial's cell and the lines of its chain (the row the cell lies in is not the point of a trial,
 * so it is not banded); for a puzzle with several solutions, the open cells where two differ.
 */
import type { Hint, HintCell } from '../../../src-main/contract/play-dto.ts';
import { trialMarks, type ChainLine } from '../../lib/explain/trial-view.ts';

export interface HintView {
  readonly hint: Hint;
  /** The second ask shows the cells the hint settles. */
  readonly showCells: boolean;
}

export interface CellPoint {
  readonly x: number;
  readonly y: number;
}

/** What the board marks for the hint shown. */
export interface HintOverlay {
  /** The line the hint names; null for a trial, whose chain is marked instead. */
  readonly line: { readonly axis: 'row' | 'column'; readonly index: number } | null;
  /** The cells it settles, once asked for again. */
  readonly cells: readonly HintCell[] | null;
  /** A trial's cell, ringed until its cells are shown (then it is framed as any settled cell). */
  readonly ring: CellPoint | null;
  /** The lines of a trial's chain, each once. */
  readonly chain: readonly ChainLine[];
  /** Open cells (row-major) where two solutions differ. */
  readonly differing: readonly number[];
}

/** What the board marks for the hint shown (see HintOverlay); null when it marks nothing. */
export function hintOverlayOf(shown: HintView | null): HintOverlay | null {
  if (!shown) return null;
  const { hint, showCells } = shown;
  const none = { line: null, cells: null, ring: null, chain: [], differing: [] } as const;
  switch (hint.kind) {
    case 'step': {
      const cells = showCells ? hint.cells : null;
      if (!hint.trial) return { ...none, line: { axis: hint.axis, index: hint.index }, cells };
      const marks = trialMarks(hint.trial);
      return {
        ...none,
        cells,
        ring: showCells ? null : { x: marks.column, y: marks.row },
        chain: marks.lines,
      };
    }
    case 'contradiction':
      return { ...none, line: { axis: hint.axis, index: hint.index } };
    case 'stuck':
      return hint.differing.length > 0 ? { ...none, differing: hint.differing } : null;
    case 'solved':
      return null;
  }
}
