/** Plain-text tables for benchmark output: aligned columns, numbers right-aligned. */

export type Cell = string | number;

export function formatTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell) : cell)));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((row) => (row[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number'));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  return [
    line(headers),
    `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...text.map(line),
  ].join('\n');
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100
    ? value.toFixed(0)
    : Math.abs(value) >= 10
      ? value.toFixed(1)
      : value.toFixed(2);
}
