/** How figures read on screen: times, sizes, colours, statuses and difficulty. */
import type { PlayStatus, PuzzleSummary } from '../../src-main/contract/dto.ts';

/** 42 s → "0:42", 65 min → "1:05:00". */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** Solver times: "85 ms", "1.3 s", "2 min 5 s". */
export function formatElapsed(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

export function formatSize(width: number, height: number): string {
  return `${width} × ${height}`;
}

export function colorLabel(colors: number): string {
  return colors <= 1 ? 'Black and white' : `${colors} colours`;
}

export function shortColorLabel(colors: number): string {
  return colors <= 1 ? 'B&W' : `${colors} colours`;
}

export const STATUS_LABELS: Readonly<Record<PlayStatus, string>> = {
  new: 'New',
  'in-progress': 'In progress',
  solved: 'Solved',
  revealed: 'Revealed',
};

export function difficultyLabel(difficulty: number | null): string {
  return difficulty === null ? 'Not rated' : `Difficulty ${difficulty}/10`;
}

/** The time a card shows: the best time once solved, the time so far while in progress. */
export function timeLabel(puzzle: Pick<PuzzleSummary, 'status' | 'bestTimeMs' | 'timeMs'>): string {
  if (puzzle.status === 'solved' && puzzle.bestTimeMs !== null)
    return `Best ${formatDuration(puzzle.bestTimeMs)}`;
  if (puzzle.status === 'in-progress' && puzzle.timeMs > 0) return `${formatDuration(puzzle.timeMs)} so far`;
  return '';
}

export function displayTitle(title: string, id: number): string {
  return title.trim() === '' ? `Untitled #${id}` : title;
}

/** "1 puzzle", "1,200 puzzles", "2 guesses". */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? noun : nouns}`;
}
