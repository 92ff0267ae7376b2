'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { userApi, userKeys, type UserItem } from './user-api';

/** Asks before resetting a user's password (which also signs them out everywhere); `onPassword` then shows the new one once. */
export function UserResetDialog({ user, onClose, onPassword }: { user: UserItem; onClose: () => void; onPassword: (password: string) => void }) {
  const t = useTranslations();
  // The server's message also carries the password (for clients that show only the message); this
  // page shows it in its own dialog, so the toast says just "Success".
  const reset = useApiMutation({
    request: async (id: string) => ({ ...(await userApi.reset(id)), message: t('api.success') }),
    invalidate: [userKeys.all],
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('page.system.user.resetTitle')}
      description={t('page.system.user.resetDesc', { name: user.name, username: user.username })}
      items={[`${user.name} (${user.username})`]}
      confirmLabel={t('button.reset.password')}
      onConfirm={async () => {
        const password = (await reset.mutateAsync(user.id)).data?.password;
        if (password) onPassword(password);
      }}
    />
  );
}
