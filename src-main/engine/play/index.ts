/**
 * Playing a puzzle: the pure game state and everything derived from it.
 *
 * A turn — turn.ts: the one place a move takes effect, for the play screen and the backend alike
 *   takeTurn(puzzle, game, move, rules) → Turn { game, move (with its crosses), status, mistake }
 *   crossProvedTurn(puzzle, game, rules) → Turn | null; redoTurn(puzzle, game) → Turn | null
 *
 * Game state (a value; undo restores it) — game.ts
 *   newGame(puzzle, initial?) → GameState { width, height, marks, history, position }
 *   moveFor(marks, cells, to) → Move | null       the move that sets cells to a mark (no-op → null)
 *   applyMove(state, move) → GameState             drops the redo tail; a no-op returns `state`
 *   paintCells(state, cells, to) → GameState       moveFor + applyMove
 *   undo(state), redo(state) → GameState; canUndo(state), canRedo(state) → boolean
 *   replay(puzzle, history, position?, initial?)  rebuilds a saved attempt; checks every move
 *   replayWhatFits(...) → { game, unfit }          the same, keeping the moves before a bad one
 *   changedCells(before, after) → cells            what to redraw / feed to FeedbackCache.update
 *   isMark(mark, paletteLength) → boolean
 *   putMove(marks, move), takeBackMove(marks, move)  write a move, or what it replaced, into owned marks
 * Cells proved empty crossed off — auto-cross.ts (a play option): finished lines, finished blocks' ends
 *   withProvedEmptyCrossed(puzzle, before, move) → Move   adds `crossed`: the blanks the move proves empty
 *   blanksToCross(puzzle, marks, cells) → cells; crossingNow(puzzle, marks) → Move | null
 * Guesses — guess.ts: a guess is the history position it began at
 *   marksAt(state, from) → Marks; rewind(state, from) → GameState (the guess taken back, redoable)
 *   guessedCells(marks, base) → cells; guessAfter(state, from) → from | null (null once undone past)
 *   linesBrokenSince(flags, before) → lines contradicting now and not then (FeedbackCache.contradictionFlags)
 * Marks — types.ts: BLANK (0), CROSS (255), colours 1..31; Move { cells, to, from, crossed? };
 *   movedCells(move) → every cell the move changes;
 *   encodeMarks(marks) / decodeMarks(text, cells)
 *
 * UI state (not undone)
 *   struck-clues.ts: clue numbers the player struck out, as keys ("r3.0"): struckKey, withStruck,
 *     NONE_STRUCK, struckInLine(keys, axis, line, count), hasClueNumber, encodeStruck / decodeStruck(text, clues)
 *   drag.ts: startDrag(state, cell, tool, color, { overwrite }) → Drag; startDragAs(state, cell, mode)
 *     (a run in a given mode: { to, target }); dragTo(drag, cell) → Drag
 *     (drag.run, drag.changes = the preview, drag.length = the run's length); finishDrag(drag) → Move | null
 *   keyboard.ts: keyboardStart(cursor?), moveCursor(kb, direction, size, toEdge?),
 *     pressPaintKey(state, kb, tool, color, options), releasePaintKey(kb) → { keyboard, move };
 *     pressStrokeKey / releaseStrokeKey for Shift/Ctrl+arrow (a stroke from where the last ended keeps its mode)
 *
 * Derived
 *   clue-feedback.ts: lineFeedback(puzzle, marks, axis, index) → { done[], contradiction }
 *   feedback-cache.ts: new FeedbackCache(puzzle, marks); .update(marks, cells) recomputes only the
 *     touched lines; .row(y) / .column(x) / .line(axis, i); .complete; .contradictions; .lineComplete;
 *     .contradictionFlags()
 *   completion.ts: isComplete(puzzle, marks), lineMatchesClue(clue, line), marksToGrid(w, h, marks)
 *   mistakes.ts: isWrongMark(mark, solutionCell), wrongCells(solution, marks), wrongCellsOfMove(solution, move)
 *   lines.ts: Axis, LineRef, lineView, clueOf, linesTouched
 */
export { BLANK, CROSS, decodeMarks, encodeMarks, type Marks, type Move, movedCells } from './types.ts';
export {
  applyMove,
  canRedo,
  canUndo,
  changedCells,
  type GameState,
  isMark,
  moveFor,
  newGame,
  paintCells,
  putMove,
  redo,
  replay,
  takeBackMove,
  undo,
} from './game.ts';
export { crossProvedTurn, redoTurn, takeTurn, type Turn, type TurnRules, type TurnStatus } from './turn.ts';
export { blanksToCross, crossingNow, withProvedEmptyCrossed } from './auto-cross.ts';
export { guessAfter, guessedCells, isGuessPoint, linesBrokenSince, marksAt, rewind } from './guess.ts';
export {
  type Cell,
  type Drag,
  type DragOptions,
  type DragMode,
  type DragTarget,
  dragTo,
  finishDrag,
  startDrag,
  startDragAs,
  type Tool,
} from './drag.ts';
export {
  type Direction,
  type KeyboardState,
  keyboardStart,
  moveCursor,
  pressPaintKey,
  pressStrokeKey,
  releasePaintKey,
  releaseStrokeKey,
} from './keyboard.ts';
export { type LineFeedback, lineFeedback } from './clue-feedback.ts';
export { FeedbackCache } from './feedback-cache.ts';
export { isComplete, lineMatchesClue, marksToGrid } from './completion.ts';
export { isWrongMark, wrongCells, wrongCellsOfMove } from './wrong-marks.ts';
export { type Axis, clueOf, type LineRef, lineView, linesTouched } from './lines.ts';
export {
  type ClueNumber,
  decodeStruck,
  encodeStruck,
  hasClueNumber,
  NONE_STRUCK,
  struckInLine,
  struckKey,
  withStruck,
} from './struck-clues.ts';
export { type BlockStarts, BlockStartFinder, type LineView } from './block-starts.ts';
