/** Each line's text field has an id from its side and index, so any part of the screen can move the cursor to it. */
import type { LineRef } from './entry-lines.ts';

export function lineInputId(line: LineRef): string {
  return `entry-${line.axis}-${line.index}`;
}

/** Puts the caret at the end of a line's field, scrolled into view. */
export function focusLineInput(line: LineRef): boolean {
  const input = document.getElementById(lineInputId(line));
  if (!(input instanceof HTMLInputElement)) return false;
  input.focus();
  const end = input.value.length;
  input.setSelectionRange(end, end);
  input.scrollIntoView({ block: 'nearest' });
  return true;
}
