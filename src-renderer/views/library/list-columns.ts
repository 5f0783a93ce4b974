/**
 * The list view's columns: what each shows and the sort it asks the library for. Time has no sort
 * of its own in the library's queries yet, so its heading is plain text.
 */
import type { PuzzleSummary } from '../../../src-main/contract/dto.ts';
import {
  displayTitle,
  formatDuration,
  formatSize,
  shortColorLabel,
  STATUS_LABELS,
} from '../../lib/format.ts';
import type { SortKey } from './filters.ts';

export interface ListColumn {
  readonly id: string;
  readonly label: string;
  readonly sort: SortKey | null;
  readonly text: (puzzle: PuzzleSummary) => string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const LIST_COLUMNS: readonly ListColumn[] = [
  { id: 'title', label: 'Title', sort: 'title', text: (p) => displayTitle(p.title, p.id) },
  {
    id: 'size',
    label: 'Size',
    sort: 'size',
    text: (p) => `${formatSize(p.width, p.height)} · ${shortColorLabel(p.colors)}`,
  },
  { id: 'status', label: 'Status', sort: 'status', text: (p) => STATUS_LABELS[p.status] },
  {
    id: 'difficulty',
    label: 'Difficulty',
    sort: 'difficulty',
    text: (p) =>
      p.verdict === 'multiple'
        ? 'Not unique'
        : p.verdict === 'none'
          ? 'No solution'
          : p.difficulty === null
            ? '—'
            : `${p.difficulty}/10`,
  },
  {
    id: 'time',
    label: 'Time',
    sort: null,
    text: (p) =>
      p.status === 'solved' && p.bestTimeMs !== null
        ? formatDuration(p.bestTimeMs)
        : p.timeMs > 0
          ? formatDuration(p.timeMs)
          : '—',
  },
  {
    id: 'date',
    label: 'Date added',
    sort: 'created',
    text: (p) => dateFormat.format(new Date(p.createdAt)),
  },
];

/** Date sorts start with the newest; the others from A, small, easy. */
export function startsDescending(sort: SortKey): boolean {
  return sort === 'created' || sort === 'played';
}
