import { describe, expect, it } from 'vitest';
import { allowedHosts, hostIsAllowed, newToken, tokenMatches } from '../../src-main/web/request-guard.ts';

describe('hostIsAllowed', () => {
  const hosts = allowedHosts(4321);

  it('accepts 127.0.0.1 and localhost with our port', () => {
    expect(hostIsAllowed('127.0.0.1:4321', hosts)).toBe(true);
    expect(hostIsAllowed('localhost:4321', hosts)).toBe(true);
    expect(hostIsAllowed('LOCALHOST:4321', hosts)).toBe(true);
  });

  it('refuses another name, another port, a missing port or no header at all', () => {
    expect(hostIsAllowed('evil.example:4321', hosts)).toBe(false);
    expect(hostIsAllowed('127.0.0.1:4322', hosts)).toBe(false);
    expect(hostIsAllowed('127.0.0.1', hosts)).toBe(false);
    expect(hostIsAllowed('localhost.evil.example:4321', hosts)).toBe(false);
    expect(hostIsAllowed(undefined, hosts)).toBe(false);
  });
});

describe('tokens', () => {
  it('are long, URL-safe and different each time', () => {
    const a = newToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(a);
  });

  it('match only the exact secret', () => {
    const secret = newToken();
    expect(tokenMatches(secret, secret)).toBe(true);
    expect(tokenMatches(`${secret}x`, secret)).toBe(false);
    expect(tokenMatches(secret.slice(1), secret)).toBe(false);
    expect(tokenMatches('', secret)).toBe(false);
    expect(tokenMatches(null, secret)).toBe(false);
    expect(tokenMatches(undefined, secret)).toBe(false);
  });
});
