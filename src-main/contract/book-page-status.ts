/**
 * What the review list of a book read from a scan says of each page (methods-book-read.ts): apart
 * from the method schemas, so the renderer takes it without loading the schema library.
 */
import type { BookPage } from './methods-book-read.ts';

export type BookPageStatus = 'checked' | 'look' | 'no-puzzle';

/** Whether a page's puzzle can be trusted as it is, and in words why not. */
export function bookPageStatus(page: BookPage): { readonly status: BookPageStatus; readonly text: string } {
  if (page.puzzleId === null) return { status: 'no-puzzle', text: `No puzzle found: ${page.reason ?? ''}` };
  const doubt: string[] = [];
  if (page.quality && !page.quality.totalsAgree) doubt.push('the totals disagree');
  if (page.quality && page.quality.doubtfulLines > 0)
    doubt.push(
      `${page.quality.doubtfulLines} ${page.quality.doubtfulLines === 1 ? 'line' : 'lines'} in doubt`,
    );
  const verdict =
    page.verdict === 'unique'
      ? 'one solution'
      : page.verdict === 'multiple'
        ? 'several solutions'
        : page.verdict === 'none'
          ? 'no solution'
          : 'not checked';
  if (page.verdict === 'unique' && doubt.length === 0)
    return { status: 'checked', text: 'Checked: one solution' };
  return { status: 'look', text: `Needs a look: ${[verdict, ...doubt].join(', ')}` };
}
