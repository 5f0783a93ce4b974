import { describe, expect, it } from 'vitest';
import { luby, RestartPolicy } from '../../../src-main/engine/sat/restarts.ts';

describe('restart policy', () => {
  it("follows Luby's sequence", () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i))).toEqual([
      1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8,
    ]);
  });

  it('restarts after 100, 100, 200, 100, 100, 200 and 400 conflicts', () => {
    const policy = new RestartPolicy();
    const gaps: number[] = [];
    let since = 0;
    while (gaps.length < 7) {
      policy.conflict();
      since++;
      if (policy.due()) {
        gaps.push(since);
        since = 0;
      }
    }
    expect(gaps).toEqual([100, 100, 200, 100, 100, 200, 400]);
  });
});
