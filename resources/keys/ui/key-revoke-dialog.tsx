'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { notify } from '@/lib/client/notify';
import { keyApi, keyQueryKeys, type KeyItem } from './key-api';

export interface KeyRevokeDialogProps {
  rows: KeyItem[];
  onClose: () => void;
  onDone: () => void;
}

/** Confirms revoking keys of other users (or one's own) from the administrators' list. */
export function KeyRevokeDialog({ rows, onClose, onDone }: KeyRevokeDialogProps) {
  const t = useTranslations('page.system.key');
  const queryClient = useQueryClient();
  const count = rows.length;
  const confirm = async () => {
    await keyApi.revoke(rows.map((row) => row.id));
    notify.success(t('revoked', { count }));
    onDone();
    await queryClient.invalidateQueries({ queryKey: keyQueryKeys.all });
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('revokeTitle', { count })}
      description={t('revokeDesc', { count })}
      items={rows.map((row) => `${row.username} · ${row.name}`)}
      confirmLabel={t('revoke')}
      onConfirm={confirm}
    />
  );
}
