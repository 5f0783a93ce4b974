import { describe, expect, it } from 'vitest';
import { contrastText, parseRgb } from '../../../src-renderer/lib/color.ts';

describe('colours', () => {
  it('reads #rrggbb in either case, with or without the hash', () => {
    expect(parseRgb('#D62828')).toEqual([214, 40, 40]);
    expect(parseRgb('2a9d3f')).toEqual([42, 157, 63]);
    expect(parseRgb('red')).toEqual([0, 0, 0]);
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(contrastText('#ffeb3b')).toBe('#111111');
    expect(contrastText('#1a237e')).toBe('#ffffff');
  });
});
