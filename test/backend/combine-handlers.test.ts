import { describe, expect, it } from 'vitest';
import { combineHandlers } from '../../src-main/backend/handlers/index.ts';
import type { Handlers } from '../../src-main/contract/methods.ts';
import type { AppInfo } from '../../src-main/contract/dto.ts';
import type { StatsSummary } from '../../src-main/contract/play-dto.ts';

const info = (version: string): Pick<Handlers, 'app.info'> => ({
  'app.info': async () => ({ version }) as AppInfo,
});
const stats: Pick<Handlers, 'stats.summary'> = {
  'stats.summary': async () => ({ solved: 3 }) as unknown as StatsSummary,
};

describe('combineHandlers', () => {
  it('keeps every domain handler under its own method name', async () => {
    const combined = combineHandlers([info('1'), stats]);
    expect(Object.keys(combined).sort()).toEqual(['app.info', 'stats.summary']);
    expect(await combined['app.info']({})).toEqual({ version: '1' });
    expect(await combined['stats.summary']({ offsetMinutes: 0, weeks: 1 })).toEqual({ solved: 3 });
  });

  it('refuses two handlers for one method name instead of keeping the later one', () => {
    expect(() => combineHandlers([info('1'), stats, info('2')])).toThrow(
      'Two handlers answer the method "app.info".',
    );
  });
});
