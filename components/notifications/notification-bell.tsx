'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateTime } from '@/components/custom/date-time';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { notificationKeys, notificationsApi, unreadShown } from './notifications-api';
import { useNotificationText } from './notification-text';
import { useNotificationStream } from './use-notification-stream';

/** The header's bell: the unread count, the latest few, mark all read, and the way to the inbox. Live. */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const text = useNotificationText();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  useNotificationStream();
  const latest = useQuery({ queryKey: notificationKeys.latest, queryFn: () => notificationsApi.page({ pageSize: 8 }) });
  const readAll = useMutation({
    mutationFn: () => notificationsApi.read({ all: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const unread = latest.data?.unread ?? 0;
  const items = latest.data?.list ?? [];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={`${t('bell')}: ${t('unreadCount', { count: unread })}`} data-testid="notification-bell">
          <Bell />
          {unread > 0 && (
            <span data-testid="notification-count" className="bg-destructive absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-[10px] leading-4 font-medium text-white">
              {unreadShown(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <span className="text-sm font-medium">{t('title')}</span>
          <Button variant="ghost" size="sm" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
            {t('markAllRead')}
          </Button>
        </div>
        <ul className="max-h-80 overflow-y-auto" aria-label={t('title')}>
          {items.length === 0 && <li className="text-muted-foreground px-3 py-6 text-center text-sm">{t('empty')}</li>}
          {items.map((item) => (
            <li key={item.id} className={cn('border-b px-3 py-2 text-sm last:border-b-0', !item.read && 'bg-muted/50')} data-testid="notification-item">
              <p className={cn(!item.read && 'font-medium')}>{text(item)}</p>
              <p className="text-muted-foreground text-xs">
                <DateTime value={item.at} />
              </p>
            </li>
          ))}
        </ul>
        <div className="border-t p-1">
          <Button variant="ghost" size="sm" className="w-full" asChild>
            <Link href="/account/notifications" onClick={() => setOpen(false)}>
              {t('viewAll')}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
