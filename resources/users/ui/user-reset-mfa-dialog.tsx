'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { userApi, userKeys, type UserItem } from './user-api';

/** Asks before removing a user's second factors (a lost phone): they are signed out and set one up again. */
export function UserResetMfaDialog({ user, onClose }: { user: UserItem; onClose: () => void }) {
  const t = useTranslations();
  const reset = useApiMutation({ request: (id: string) => userApi.resetMfa(id), invalidate: [userKeys.all] });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('page.system.user.resetMfaTitle')}
      description={t('page.system.user.resetMfaDesc', { name: user.name, username: user.username })}
      items={[`${user.name} (${user.username})`]}
      confirmLabel={t('button.reset.mfa')}
      onConfirm={async () => {
        await reset.mutateAsync(user.id);
      }}
    />
  );
}
