'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateTime } from '@/components/custom/date-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import type { NotificationReadInput } from '@/lib/notifications/schema';
import { cn } from '@/lib/utils';
import { notificationKeys, notificationsApi, unreadShown } from './notifications-api';
import { useNotificationText } from './notification-text';

const pageSize = 20;

/** /account/notifications: one's notifications, newest first, 20 at a time; mark one or all read. */
export function InboxPage() {
  const t = useTranslations('notifications');
  const text = useNotificationText();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const queryClient = useQueryClient();
  const inbox = useInfiniteQuery({
    queryKey: notificationKeys.inbox(unreadOnly),
    queryFn: ({ pageParam }) => notificationsApi.page({ pageSize, unreadOnly, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const read = useMutation({
    mutationFn: (body: NotificationReadInput) => notificationsApi.read(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const pages = inbox.data?.pages ?? [];
  const unread = pages[0]?.unread ?? 0;
  const items = pages.flatMap((page) => page.list);
  return (
    <div className="flex flex-col gap-4" data-testid="inbox">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground text-sm">{t('description')}</p>
        </div>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch id="unread-only" checked={unreadOnly} onCheckedChange={setUnreadOnly} />
            <Label htmlFor="unread-only">{t('unreadOnly')}</Label>
          </div>
          <Button variant="outline" size="sm" disabled={unread === 0 || read.isPending} onClick={() => read.mutate({ all: true })}>
            {t('markAllRead')}
          </Button>
        </div>
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t('unreadCount', { count: unread })}
        {unread >= 1000 && ` (${unreadShown(unread)})`}
      </p>
      {inbox.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border px-4 py-10 text-center text-sm">{t('empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t('title')}>
          {items.map((item) => (
            <li key={item.id} className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3', !item.read && 'bg-muted/40')} data-testid="inbox-item">
              <div className="min-w-0 flex-1">
                <p className={cn('text-sm break-words', !item.read && 'font-medium')}>{text(item)}</p>
                <p className="text-muted-foreground text-xs">
                  <DateTime value={item.at} />
                </p>
              </div>
              {!item.read && (
                <div className="flex items-center gap-2">
                  <Badge variant="secondary">{t('unread')}</Badge>
                  <Button variant="ghost" size="sm" disabled={read.isPending} onClick={() => read.mutate({ ids: [item.id] })}>
                    {t('markRead')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <Button variant="outline" className="self-center" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
