import { describe, expect, it } from 'vitest';
import { auditColumns } from '@/resources/audit/ui/audit-columns';
import { groupColumns } from '@/resources/groups/ui/group-view';
import { permissionColumns } from '@/resources/permissions/ui/permission-view';
import { roleColumns } from '@/resources/roles/ui/role-view';
import { userColumns } from '@/resources/users/ui/user-view';
import { treeIndex } from '@/components/table/tree-index';
import { auditExportKeys } from '@/resources/audit/export';
import { groupExportKeys } from '@/resources/groups/export';
import { permissionExportKeys } from '@/resources/permissions/export';
import { roleExportKeys } from '@/resources/roles/export';
import { userExportKeys } from '@/resources/users/export';

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
