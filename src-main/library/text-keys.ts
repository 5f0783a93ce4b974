/**
 * Keys for searching and sorting text the way a reader expects, which SQLite's ASCII-only
 * NOCASE cannot: "Olsak" finds "Olšák", "ÉTÉ" finds "été", and "Puzzle 9" sorts before
 * "Puzzle 10". The keys are computed here and stored next to the text.
 */

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Digit runs padded to a fixed width compare by value; longer runs keep their own order. */
export function naturalSortKey(text: string): string {
  return foldText(text)
    .trim()
    .replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

/** Title, author and source, one per line, as the search matches them. */
export function searchText(fields: { title: string; author: string; source: string }): string {
  return [fields.title, fields.author, fields.source].map(foldText).join('\n');
}

/** The words of a search box: each must occur in the search text; at most eight count. */
export function searchTerms(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
}
