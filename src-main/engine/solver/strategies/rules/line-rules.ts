/**
 * The eleven rules applied to one line until none changes anything. The rules are not a complete
 * line solver (a line may keep unknown cells that every placement agrees on), so a line whose
 * cells are all decided is also checked against its clue.
 */
import { rule11, rule12, rule13, rule14, rule15 } from './paint-rules.ts';
import { rule21, rule22, rule23 } from './range-rules.ts';
import { matchesClue, UNKNOWN, type Rule, type RuleResult, type RunLine } from './run-line.ts';
import { rule31, rule32, rule33 } from './segment-rules.ts';

/** In the paper's order within each part; ranges are refined before cells are painted from them. */
export const RULES: readonly (readonly [string, Rule])[] = [
  ['2.1', rule21],
  ['2.2', rule22],
  ['2.3', rule23],
  ['3.1', rule31],
  ['3.2', rule32],
  ['3.3', rule33],
  ['1.1', rule11],
  ['1.2', rule12],
  ['1.3', rule13],
  ['1.4', rule14],
  ['1.5', rule15],
];

/** Runs every rule until the line stops changing; 'changed' if anything did on the way. */
export function applyRules(line: RunLine): RuleResult {
  let result: RuleResult = 'same';
  for (;;) {
    let changed = false;
    for (const [, rule] of RULES) {
      const step = rule(line);
      if (step === 'contradiction') return step;
      if (step === 'changed') changed = true;
    }
    if (!changed) break;
    result = 'changed';
  }
  for (let i = 0; i < line.n; i++) if (line.cells[i] === UNKNOWN) return result;
  return matchesClue(line) ? result : 'contradiction';
}
