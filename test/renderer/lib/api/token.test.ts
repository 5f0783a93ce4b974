import { describe, expect, it } from 'vitest';
import { findToken } from '../../../../src-renderer/lib/api/token.ts';

describe('findToken', () => {
  it('takes the token from the address and says what the address is without it', () => {
    expect(findToken('?token=abc&x=1', null)).toEqual({ token: 'abc', cleanedSearch: '?x=1' });
    expect(findToken('?token=abc', 'old')).toEqual({ token: 'abc', cleanedSearch: '' });
  });

  it('falls back to the stored token after a reload', () => {
    expect(findToken('', 'stored')).toEqual({ token: 'stored', cleanedSearch: null });
    expect(findToken('?x=1', null)).toEqual({ token: null, cleanedSearch: null });
  });
});
