import { describe, expect, it } from 'vitest';
import { CommandBus } from '../../../../src-renderer/lib/shell/commands.ts';

describe('CommandBus', () => {
  it('gives a command to the handler registered last', () => {
    const bus = new CommandBus();
    const calls: string[] = [];
    bus.handle('undo', () => calls.push('shell'));
    bus.handle('undo', () => calls.push('view'));
    expect(bus.run('undo')).toBe(true);
    expect(calls).toEqual(['view']);
  });

  it('returns to the earlier handler once a view removes its own', () => {
    const bus = new CommandBus();
    const calls: string[] = [];
    bus.handle('zoom-in', () => calls.push('shell'));
    const remove = bus.handle('zoom-in', () => calls.push('view'));
    remove();
    bus.run('zoom-in');
    expect(calls).toEqual(['shell']);
  });

  it('says when nobody takes a command', () => {
    expect(new CommandBus().run('help')).toBe(false);
  });
});
