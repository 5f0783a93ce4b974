/** What a finished `library.generate` run says to the person, a sentence a line. */
import type { GenerateSummary } from '../../../src-main/contract/dto.ts';
import type { GenerateLevel } from '../../../src-main/engine/generator/generate-limits.ts';
import { plural } from '../format.ts';

export function summaryLines(summary: GenerateSummary, asked: GenerateLevel): string[] {
  const made = summary.addedIds.length;
  const lines: string[] = [];
  if (made > 0) {
    lines.push(
      `${plural(made, 'new puzzle')} in your library${summary.cancelled ? ' before you stopped' : ''}.`,
    );
  } else {
    lines.push(summary.cancelled ? 'Stopped before any puzzle was made.' : 'No new puzzles.');
  }
  const other = new Map<string, number>();
  for (const label of summary.labels) if (label !== asked) other.set(label, (other.get(label) ?? 0) + 1);
  const off = [...other.values()].reduce((a, b) => a + b, 0);
  if (off > 0) {
    const parts = [...other].map(([label, count]) => `${count} ${label}`).join(', ');
    if (made === 1) lines.push(`It came out ${[...other.keys()][0]} rather than ${asked}.`);
    else if (off === made) lines.push(`All came out at another level than ${asked}: ${parts}.`);
    else lines.push(`${off} came out at another level than ${asked}: ${parts}.`);
  }
  if (summary.duplicates > 0) {
    const were = summary.duplicates === 1 ? 'was' : 'were';
    lines.push(`${plural(summary.duplicates, 'puzzle')} made again ${were} in the library already.`);
  }
  return lines;
}
