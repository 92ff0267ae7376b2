import { describe, expect, it } from 'vitest';
import { placement } from '@/resources/permissions/placement';
import { startsWithIgnoringCase, statusMatches } from '@/lib/tree/prefix-filter';

const menu = { type: 'menu' as const, path: '/system/user' };

describe('placement of a permission item', () => {
  it("gives an action its parent menu's path, whatever path it brings", () => {
    expect(placement('action', menu, '/elsewhere')).toEqual({ path: '/system/user' });
    expect(placement('action', { type: 'function', path: '/f' }, '')).toEqual({ path: '/f' });
  });

  it('keeps the own path of a menu, function or api item, at any level', () => {
    expect(placement('menu', null, '/reports')).toEqual({ path: '/reports' });
    expect(placement('api', menu, '/system/user/api')).toEqual({ path: '/system/user/api' });
  });

  it('refuses anything below an action, and an action at the top level', () => {
    expect(placement('menu', { type: 'action', path: '/x' }, '/y')).toEqual({ messageId: 'api.error.actionParent' });
    expect(placement('action', { type: 'action', path: '/x' }, '')).toEqual({ messageId: 'api.error.actionParent' });
    expect(placement('action', null, '/x')).toEqual({ messageId: 'api.error.actionNeedsMenu' });
  });
});

describe('list filters', () => {
  it('match prefixes case-insensitively; an empty prefix matches everything', () => {
    expect(startsWithIgnoringCase('Development', 'dev')).toBe(true);
    expect(startsWithIgnoringCase('AB01', 'ab')).toBe(true);
    expect(startsWithIgnoringCase('研发部', '研发')).toBe(true);
    expect(startsWithIgnoringCase('IT Department', 'Dep')).toBe(false);
    expect(startsWithIgnoringCase('anything', '')).toBe(true);
  });

  it('match a status, or any status for all', () => {
    expect(statusMatches('1', 'all')).toBe(true);
    expect(statusMatches('0', '1')).toBe(false);
    expect(statusMatches('0', '0')).toBe(true);
  });
});
