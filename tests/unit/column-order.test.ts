import { describe, expect, it } from 'vitest';
import { completeColumnOrder, leafColumnIds } from '@/components/table/column-order';

// A saved column order (issue 32) may be partial: saved before a column was added, or naming only the
// columns the menu moves. The selection stays first, the actions last, and the rest keep their places.

const declared = ['select', 'name', 'email', 'group', 'status', 'actions'];

describe('completeColumnOrder', () => {
  it('an empty saved order is the declared order', () => {
    expect(completeColumnOrder(declared, [])).toEqual(declared);
  });

  it('keeps a whole saved order, but the selection first and the actions last', () => {
    expect(completeColumnOrder(declared, ['actions', 'status', 'group', 'email', 'name', 'select'])).toEqual(['select', 'status', 'group', 'email', 'name', 'actions']);
  });

  it('a saved order without the selection and actions columns puts them first and last', () => {
    expect(completeColumnOrder(declared, ['email', 'name', 'group', 'status'])).toEqual(['select', 'email', 'name', 'group', 'status', 'actions']);
  });

  it('a column added since the order was saved goes right after the column declared before it', () => {
    // `group` is new: declared after `email`, which the user moved first.
    expect(completeColumnOrder(declared, ['select', 'email', 'name', 'status', 'actions'])).toEqual(['select', 'email', 'group', 'name', 'status', 'actions']);
  });

  it('a new column declared before every saved one goes first among the movable ones', () => {
    expect(completeColumnOrder(declared, ['status', 'group', 'email'])).toEqual(['select', 'name', 'status', 'group', 'email', 'actions']);
  });

  it('drops saved ids no column has now, and duplicates', () => {
    expect(completeColumnOrder(declared, ['phone', 'name', 'name', 'email'])).toEqual(['select', 'name', 'email', 'group', 'status', 'actions']);
  });

  it('a table without selection or actions gets neither', () => {
    expect(completeColumnOrder(['name', 'email', 'group'], ['group', 'name'])).toEqual(['group', 'name', 'email']);
  });
});

describe('leafColumnIds', () => {
  it('names columns as TanStack does: id, accessor key (dots as underscores), text header; groups by their leaves', () => {
    const columns = [{ id: 'select' }, { accessorKey: 'user.name' }, { header: 'Email' }, { header: 'Group', columns: [{ accessorKey: 'group' }, { id: 'status' }] }, { id: 'actions' }];
    expect(leafColumnIds(columns)).toEqual(['select', 'user_name', 'Email', 'group', 'status', 'actions']);
  });
});
