'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/shell/session-context';
import { UserAvatar } from '@/components/shell/user-avatar';
import { Button } from '@/components/ui/button';
import { FilePickButton } from '@/components/ui/file-pick-button';
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
  const busy = upload.isPending || remove.isPending;
  return (
    <AccountSection testId="avatar" title={t('title')} description={t('description')}>
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} url={url} large alt={t('alt')} />
        <div className="flex flex-wrap gap-2">
          <FilePickButton
            size="sm"
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={busy}
            aria-busy={upload.isPending}
            data-testid="avatar-upload"
            inputTestId="avatar-input"
            onPick={upload.mutate}
          >
            <ImageUp aria-hidden />
            {url ? t('replace') : t('upload')}
          </FilePickButton>
          {url && (
            <Button type="button" size="sm" variant="outline" disabled={busy} aria-busy={remove.isPending} data-testid="avatar-remove" onClick={() => remove.mutate()}>
              <Trash2 aria-hidden />
              {t('remove')}
            </Button>
          )}
        </div>
      </div>
    </AccountSection>
  );
}
