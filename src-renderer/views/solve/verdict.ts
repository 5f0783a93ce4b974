/** The solver's answer in a person's words: a headline, a sentence and the figures behind it. */
import type { SolveReport } from '../../../src-main/contract/dto.ts';
import { formatElapsed, plural } from '../../lib/format.ts';
import type { VerdictText } from '../../lib/verdict/verdict-text.ts';

/** `known` is how many cells the report's picture shows as decided. */
export function describeReport(report: SolveReport, known: number, total: number): VerdictText {
  const proved = `The picture shows the ${plural(known, 'cell')} of ${total.toLocaleString('en')} it had proved.`;
  switch (report.status) {
    case 'unique':
      return {
        tone: 'success',
        title: 'Unique solution',
        sentence: `The puzzle has exactly one solution, proved in ${formatElapsed(report.stats.ms)}.`,
      };
    case 'solved':
      return {
        tone: 'success',
        title: 'Solved',
        sentence: `A solution was found in ${formatElapsed(report.stats.ms)}; whether it is the only one was not checked.`,
      };
    case 'multiple':
      return {
        tone: 'warning',
        title: 'Several solutions',
        sentence: `The puzzle has more than one solution. Two of them differ in ${plural(report.differing.length, 'cell')}, marked on the picture.`,
      };
    case 'none':
      return {
        tone: 'error',
        title: 'No solution',
        sentence: 'The clues contradict each other: no picture satisfies all of them.',
      };
    case 'timeout':
      return {
        tone: 'warning',
        title: 'Time limit reached',
        sentence: `The solver stopped after ${formatElapsed(report.stats.ms)} without an answer. ${proved}`,
      };
    case 'cancelled':
      return { tone: 'info', title: 'Cancelled', sentence: `The solver was stopped. ${proved}` };
  }
}

export function statsLine(report: SolveReport): string {
  const { stats } = report;
  return [
    formatElapsed(stats.ms),
    plural(stats.lineSolves, 'line solve'),
    plural(stats.probes, 'probe'),
    plural(stats.nodes, 'guess', 'guesses'),
  ].join(' · ');
}
