import { describe, expect, it } from 'vitest';
import { scopeWithin, widestScope } from '@/lib/scope/data-scope';

describe('data scopes', () => {
  it('the widest wins; none is self', () => {
    expect(widestScope(['group', 'group-tree'])).toBe('group-tree');
    expect(widestScope(['self', 'all', 'group'])).toBe('all');
    expect(widestScope(['self'])).toBe('self');
    expect(widestScope([])).toBe('self');
  });

  it('a scope is within itself and every wider one', () => {
    expect(scopeWithin('group', 'group')).toBe(true);
    expect(scopeWithin('group', 'group-tree')).toBe(true);
    expect(scopeWithin('self', 'all')).toBe(true);
    expect(scopeWithin('group-tree', 'group')).toBe(false);
    expect(scopeWithin('all', 'self')).toBe(false);
  });
});
