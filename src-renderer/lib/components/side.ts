/** Whether `value` can be a side of a grid that is at most `max` cells wide or high. */
export function isSide(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= max;
}
