import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../src-main/web/data-dir.ts';

describe('defaultDataDir', () => {
  it('takes $NONOGRAM_DATA_DIR when it is set', () => {
    expect(defaultDataDir({ NONOGRAM_DATA_DIR: '/tmp/lib' }, 'linux', '/home/ann')).toBe('/tmp/lib');
  });

  it("uses the same folder as Electron's userData on each system", () => {
    expect(defaultDataDir({}, 'linux', '/home/ann')).toBe(join('/home/ann', '.config', 'Nonogram Studio'));
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ann')).toBe(
      join('/cfg', 'Nonogram Studio'),
    );
    expect(defaultDataDir({}, 'darwin', '/Users/ann')).toBe(
      join('/Users/ann', 'Library', 'Application Support', 'Nonogram Studio'),
    );
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ann')).toBe(
      join('C:\\Users\\ann\\AppData\\Roaming', 'Nonogram Studio'),
    );
  });
});
