import { describe, expect, it } from 'vitest';
import { CancelFlag } from '../../src-main/solver-host/cancel-flag.ts';

describe('CancelFlag', () => {
  it('lets only the job holding the newest ticket run: a close or a newer ticket cancels it', () => {
    const flag = new CancelFlag();
    const first = flag.signal(flag.open());
    expect(first.aborted).toBe(false);
    const second = flag.signal(flag.open());
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    flag.close();
    expect(second.aborted).toBe(true);
  });

  it('is read through the shared buffer, as the engine thread reads it', () => {
    const main = new CancelFlag();
    const engine = new CancelFlag(main.buffer);
    const signal = engine.signal(main.open());
    expect(signal.aborted).toBe(false);
    main.close();
    expect(signal.aborted).toBe(true);
  });
});
