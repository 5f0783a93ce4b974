/** `stats.summary`: the statistics screen's figures, in the player's time zone. */
import {
  hardestSolved,
  playTotals,
  recentPlays,
  sizeRecords,
  solvedPerWeek,
  solveStreaks,
  timePerWeek,
} from '../../library/stats.ts';
import type { Handlers } from '../../contract/methods.ts';
import type { HandlerContext } from '../handler-context.ts';

export const RECENT_PLAYS = 12;

export function statsHandlers({ db }: HandlerContext): Pick<Handlers, 'stats.summary'> {
  return {
    'stats.summary': async ({ offsetMinutes, weeks }) => {
      const now = new Date();
      const times = timePerWeek(db, weeks, now, offsetMinutes);
      const solved = solvedPerWeek(db, weeks, now, offsetMinutes);
      return {
        ...playTotals(db),
        weeks: solved.map((week, i) => ({ ...week, timeMs: times[i]?.timeMs ?? 0 })),
        bestTimes: sizeRecords(db),
        streak: solveStreaks(db, now, offsetMinutes),
        hardest: hardestSolved(db),
        recent: recentPlays(db, RECENT_PLAYS),
      };
    },
  };
}
