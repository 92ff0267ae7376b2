'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { userApi, userWriteKeys, type UserItem } from './user-api';

/** Confirms deleting the users and names each one; a 409 (own account, last super holder) keeps it open with the message. */
export function UserDeleteDialog({ rows, onClose, onDeleted }: { rows: UserItem[]; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations('page.system.user');
  const remove = useApiMutation({ request: userApi.remove, invalidate: userWriteKeys });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteTitle', { count: rows.length })}
      description={t('deleteDesc', { count: rows.length })}
      items={rows.map((user) => `${user.name} (${user.username})`)}
      onConfirm={async () => {
        await remove.mutateAsync(rows.map((user) => user.id));
        onDeleted();
      }}
    />
  );
}
