import { describe, expect, it } from 'vitest';
import { idParam, parseRoute, routeHash } from '../../../../src-renderer/lib/shell/routes.ts';

const VIEWS = ['library', 'solve'];

describe('routes', () => {
  it('reads a view and its parameter from the hash', () => {
    expect(parseRoute('#/solve/12', VIEWS, 'library')).toEqual({ view: 'solve', param: '12' });
  });

  it('falls back to the start view for an empty or unknown hash', () => {
    expect(parseRoute('', VIEWS, 'library')).toEqual({ view: 'library', param: null });
    expect(parseRoute('#/settings', VIEWS, 'library')).toEqual({ view: 'library', param: null });
  });

  it('writes what it reads, escaping the parameter', () => {
    const route = { view: 'solve', param: 'a b/c' };
    expect(parseRoute(routeHash(route), VIEWS, 'library')).toEqual(route);
    expect(routeHash({ view: 'library', param: null })).toBe('#/library');
  });

  it('accepts only positive whole numbers as ids', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('4.5')).toBeNull();
    expect(idParam(null)).toBeNull();
  });
});
