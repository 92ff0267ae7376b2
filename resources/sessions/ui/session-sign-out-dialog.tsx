'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/shell/session-context';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { notify } from '@/lib/client/notify';
import { sessionApi, sessionKeys, type SessionItem } from './session-api';

export interface SessionSignOutDialogProps {
  rows: SessionItem[];
  onClose: () => void;
  onDone: () => void;
}

/** Confirms signing sessions out; one's own current session among them signs this browser out too. */
export function SessionSignOutDialog({ rows, onClose, onDone }: SessionSignOutDialogProps) {
  const t = useTranslations('page.system.session');
  const queryClient = useQueryClient();
  const { logout } = useSession();
  const count = rows.length;
  const own = rows.some((row) => row.current);
  const confirm = async () => {
    const answer = await sessionApi.signOut(rows.map((row) => row.id));
    if (answer.data?.signedOutSelf) {
      notify.success(answer.message ?? t('signedOut', { count }));
      await logout();
      return;
    }
    notify.success(t('signedOut', { count }));
    onDone();
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('signOutTitle', { count })}
      description={own ? `${t('signOutDesc', { count })} ${t('signOutOwn')}` : t('signOutDesc', { count })}
      items={rows.map((row) => `${row.username} · ${row.address || '—'} · ${[row.browser, row.os].filter(Boolean).join(', ')}`)}
      confirmLabel={t('signOut')}
      onConfirm={confirm}
    />
  );
}
