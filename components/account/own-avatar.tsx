'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useSession } from '@/components/shell/session-context';
import { UserAvatar } from '@/components/shell/user-avatar';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/client/notify';
import { AccountSection } from './account-section';
import { avatarApi, avatarKey, useOwnAvatar } from './avatar-api';

/** The account page's avatar: upload or replace (a raster image the server sniffs), or remove it. */
export function OwnAvatar() {
  const t = useTranslations('page.account.avatar');
  const { user } = useSession();
  const url = useOwnAvatar(user.id);
  const input = useRef<HTMLInputElement>(null);
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
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="avatar-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={busy} aria-busy={upload.isPending} data-testid="avatar-upload" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {url ? t('replace') : t('upload')}
          </Button>
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
