'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/shell/session-context';
import { UserAvatar } from '@/components/shell/user-avatar';
import { ImageFileActions } from '@/components/ui/image-file-actions';
import { notify } from '@/lib/client/notify';
import { AccountSection } from './account-section';
import { avatarApi, avatarKey, useOwnAvatar } from './avatar-api';

/** The account page's avatar: upload or replace (a raster image the server sniffs), or remove it. */
export function OwnAvatar() {
  const t = useTranslations('page.account.avatar');
  const { user } = useSession();
  const url = useOwnAvatar(user.id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: avatarKey });
  const upload = useMutation({
    mutationFn: avatarApi.upload,
    onSuccess: async () => {
      notify.success(t('saved'));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: avatarApi.remove,
    onSuccess: async () => {
      notify.success(t('removed'));
      await refresh();
    },
  });
  return (
    <AccountSection testId="avatar" title={t('title')} description={t('description')}>
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} url={url} large alt={t('alt')} />
        <ImageFileActions
          name="avatar"
          accept="image/png,image/jpeg,image/gif,image/webp"
          present={Boolean(url)}
          uploading={upload.isPending}
          removing={remove.isPending}
          labels={{ upload: t('upload'), replace: t('replace'), remove: t('remove') }}
          onPick={upload.mutate}
          onRemove={() => remove.mutate()}
        />
      </div>
    </AccountSection>
  );
}
