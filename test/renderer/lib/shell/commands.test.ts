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

describe('CommandBus availability', () => {
  it('lists the commands some handler takes, and says when that changes, not on every handler', () => {
    const bus = new CommandBus();
    const seen: (readonly string[])[] = [];
    bus.onChange((available) => seen.push(available));
    const shell = bus.handle('undo', () => undefined);
    const view = bus.handle('undo', () => undefined);
    const hint = bus.handle('hint', () => undefined);
    expect(bus.available()).toEqual(['hint', 'undo']);
    view();
    hint();
    expect(bus.available()).toEqual(['undo']);
    shell();
    expect(bus.available()).toEqual([]);
    expect(seen).toEqual([['undo'], ['hint', 'undo'], ['undo'], []]);
  });

  it('stops telling a listener that unsubscribed', () => {
    const bus = new CommandBus();
    const seen: (readonly string[])[] = [];
    const stop = bus.onChange((available) => seen.push(available));
    bus.handle('guess', () => undefined);
    stop();
    bus.handle('pause', () => undefined);
    expect(seen).toEqual([['guess']]);
  });

  it('keeps the toggles that are on, and says when one turns on or off', () => {
    const bus = new CommandBus();
    let changes = 0;
    bus.onChange(() => changes++);
    bus.setChecked('pause', true);
    bus.setChecked('pause', true);
    expect(bus.checked()).toEqual(['pause']);
    expect(changes).toBe(1);
    bus.setChecked('pause', false);
    expect(bus.checked()).toEqual([]);
    expect(changes).toBe(2);
  });
});
