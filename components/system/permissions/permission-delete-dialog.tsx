'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { withDescendants } from '@/components/table/subtree';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { permissionApi, permissionWriteKeys } from './permission-api';
import type { PermissionRow } from './permission-columns';

/** Confirms deleting the permissions (with the items shown below them), names each, and warns that roles and users lose them. */
export function PermissionDeleteDialog({ rows, onClose, onDeleted }: { rows: PermissionRow[]; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations('page.system.permission');
  const remove = useApiMutation({ request: permissionApi.remove, invalidate: permissionWriteKeys, refreshServer: true });
  const nodes = withDescendants(rows);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteTitle', { count: nodes.length })}
      description={t('deleteDesc', { count: nodes.length })}
      items={nodes.map((node) => `${node.name} (${node.id}${node.path ? ` · ${node.path}` : ''})`)}
      onConfirm={async () => {
        await remove.mutateAsync(nodes.map((node) => node.id));
        onDeleted();
      }}
    />
  );
}
