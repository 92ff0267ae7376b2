'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { roleApi, roleWriteKeys, type RoleItem } from './role-api';

/** Confirms deleting the roles and names each one; a 409 (still held, `super`) keeps it open with the server's message. */
export function RoleDeleteDialog({ rows, onClose, onDeleted }: { rows: RoleItem[]; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations('page.system.role');
  const remove = useApiMutation({ request: roleApi.remove, invalidate: roleWriteKeys });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteTitle', { count: rows.length })}
      description={t('deleteDesc', { count: rows.length })}
      items={rows.map((role) => `${role.name} (${role.role})`)}
      onConfirm={async () => {
        await remove.mutateAsync(rows.map((role) => role.id));
        onDeleted();
      }}
    />
  );
}
