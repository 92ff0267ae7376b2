import { describe, expect, it } from 'vitest';
import { auditColumns } from '@/components/system/audit/audit-columns';
import { groupColumns } from '@/components/system/groups/group-view';
import { permissionColumns } from '@/components/system/permissions/permission-view';
import { roleColumns } from '@/components/system/roles/role-view';
import { userColumns } from '@/components/system/users/user-view';
import { treeIndex } from '@/components/table/tree-index';
import { auditExportKeys } from '@/lib/audit/export';
import { groupExportKeys } from '@/lib/groups/export';
import { permissionExportKeys } from '@/lib/permissions/export';
import { roleExportKeys } from '@/lib/roles/export';
import { userExportKeys } from '@/lib/users/export';

// The export button sends the ids of the table's labelled columns; the server takes only its own keys.
const noop = () => undefined;
// What the resource kit hands a resource's columns (components/resource/resource-columns.tsx).
const kit = { t: (key: string) => key, h: (key: string) => key, can: { edit: true, delete: true }, refusal: noop, rowLabel: String, onStatus: noop };
const labelled = (columns: { id?: string; accessorKey?: unknown; meta?: { label?: string } }[]) =>
  columns.filter((column) => column.meta?.label).map((column) => column.id ?? String(column.accessorKey));

describe('export columns', () => {
  it('are the labelled columns of each table, in its order', () => {
    expect(labelled(userColumns(kit, () => []))).toEqual([...userExportKeys]);
    expect(labelled(roleColumns(kit, () => []))).toEqual([...roleExportKeys]);
    expect(labelled(groupColumns({ ...kit, index: treeIndex([]) }))).toEqual([...groupExportKeys]);
    expect(labelled(permissionColumns({ ...kit, index: treeIndex([]) }))).toEqual([...permissionExportKeys]);
    expect(labelled(auditColumns(kit, 'en'))).toEqual([...auditExportKeys]);
  });
});
