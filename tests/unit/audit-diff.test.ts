import { describe, expect, it } from 'vitest';
import { changedFieldCount, diffEntry } from '@/resources/audit/ui/audit-diff';

describe('diffEntry', () => {
  it('keeps only changed fields, and for lists what was added and removed', () => {
    const before = { '0003': { role: 'user', status: '1', permissions: ['0000', '0002'] } };
    const after = { '0003': { role: 'user', status: '0', permissions: ['0000', '0001'] } };
    const changes = diffEntry(before, after);
    expect(changes).toEqual([
      {
        id: '0003',
        kind: 'changed',
        fields: [
          { field: 'status', before: '1', after: '0' },
          { field: 'permissions', before: ['0000', '0002'], after: ['0000', '0001'], added: ['0001'], removed: ['0002'] },
        ],
      },
    ]);
    expect(changedFieldCount(changes)).toBe(2);
  });

  it('shows created and deleted records with all their fields, and an edit that changed nothing', () => {
    expect(diffEntry({}, { AU1: { name: 'A' } })).toEqual([{ id: 'AU1', kind: 'created', fields: [{ field: 'name', before: undefined, after: 'A' }] }]);
    expect(diffEntry({ AU1: { name: 'A' } }, {})).toEqual([{ id: 'AU1', kind: 'deleted', fields: [{ field: 'name', before: 'A', after: undefined }] }]);
    expect(diffEntry({ x: { name: 'A' } }, { x: { name: 'A' } })).toEqual([{ id: 'x', kind: 'changed', fields: [] }]);
  });
});
