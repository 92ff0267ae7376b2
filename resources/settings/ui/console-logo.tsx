'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePermission } from '@/components/resource/use-permission';
import { useConsoleSettings } from '@/components/shell/console-settings-context';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ImageFileActions } from '@/components/ui/image-file-actions';
import { notify } from '@/lib/client/notify';
import { cn } from '@/lib/utils';
import { settingResource } from '@/resources/settings/resource';
import { logoAccept, logoApi, logoUrl } from './logo-api';

/** The logo on a light and on a dark background, as the sidebar and the sign-in page show it in either theme. */
function LogoPreview({ url }: { url: string }) {
  const t = useTranslations('page.system.setting.logo');
  return (
    <div className="flex flex-wrap gap-3" data-testid="logo-preview">
      {(['light', 'dark'] as const).map((theme) => (
        <figure key={theme} className={cn('flex flex-col items-center gap-1 rounded-lg border p-3', theme === 'light' ? 'bg-white text-neutral-600' : 'bg-neutral-900 text-neutral-300')}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the console's own API serves it, with its own cache validator */}
          <img src={url} alt={t('preview', { theme })} className="size-16 object-contain" />
          <figcaption className="text-xs">{t(theme)}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/**
 * The settings page's logo: a preview, upload or replace (the server sniffs the image and refuses
 * anything but PNG, JPEG or WebP), and remove (the built-in mark again). The shell re-reads it from the
 * server after a change, so the sidebar shows the new one at once.
 */
export function ConsoleLogo() {
  const t = useTranslations('page.system.setting.logo');
  const router = useRouter();
  const canEdit = usePermission(settingResource.path, 'edit');
  const [file, setFile] = useState(useConsoleSettings().logo);
  const upload = useMutation({
    mutationFn: logoApi.upload,
    onSuccess: ({ data }) => {
      if (!data) return;
      setFile(data.file);
      notify.success(t('saved'));
      router.refresh();
    },
  });
  const remove = useMutation({
    mutationFn: logoApi.remove,
    onSuccess: () => {
      setFile(null);
      notify.success(t('removed'));
      router.refresh();
    },
  });
  const url = logoUrl(file);
  const actions = canEdit && (
    <ImageFileActions
      name="logo"
      accept={logoAccept}
      present={Boolean(url)}
      uploading={upload.isPending}
      removing={remove.isPending}
      labels={{ upload: t('upload'), replace: t('replace'), remove: t('remove') }}
      onPick={upload.mutate}
      onRemove={() => remove.mutate()}
    />
  );
  return (
    <Card data-testid="console-logo-setting" className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>{t('title')}</h2>
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      {/* The buttons beside the preview, below it on a phone: the description keeps the card's width. */}
      <CardContent className="flex flex-wrap items-center gap-4">
        {url ? <LogoPreview url={url} /> : <p className="text-muted-foreground text-sm">{t('none')}</p>}
        {actions}
      </CardContent>
    </Card>
  );
}
