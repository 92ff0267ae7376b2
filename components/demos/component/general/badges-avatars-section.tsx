'use client';

import { BadgeCheck, Bell, CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { DemoSection } from '../demo-section';

const people = [
  { initials: 'AL', tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  { initials: 'MC', tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' },
  { initials: 'JW', tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300' },
  { initials: 'SK', tone: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300' },
  { initials: 'TZ', tone: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300' },
] as const;

export function BadgesAvatarsSection() {
  const t = useTranslations('page.component.general.badges');
  return (
    <DemoSection title={t('title')} description={t('description')}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t('default')}</Badge>
        <Badge variant="secondary">{t('secondary')}</Badge>
        <Badge variant="outline">{t('outline')}</Badge>
        <Badge variant="destructive">{t('destructive')}</Badge>
        <Badge variant="secondary" className="bg-emerald-500/15 text-emerald-700 dark:text-emerald-300">
          <BadgeCheck /> {t('verified')}
        </Badge>
        <Badge variant="outline" className="text-amber-700 dark:text-amber-300">
          <CircleAlert /> {t('pending')}
        </Badge>
        <Badge className="h-5 min-w-5 rounded-full px-1 font-mono tabular-nums">8</Badge>
        <Badge variant="destructive" className="h-5 min-w-5 rounded-full px-1 font-mono tabular-nums">
          99+
        </Badge>
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <div className="flex items-center gap-3">
          {(['size-6 text-[10px]', 'size-8 text-xs', 'size-10 text-sm', 'size-12 text-base'] as const).map((size) => (
            <Avatar key={size} className={size}>
              <AvatarFallback className="bg-primary text-primary-foreground">AD</AvatarFallback>
            </Avatar>
          ))}
        </div>
        <div className="flex -space-x-2" aria-label={t('team')}>
          {people.map((p) => (
            <Avatar key={p.initials} className="ring-background size-9 ring-2">
              <AvatarFallback className={cn('text-xs font-medium', p.tone)}>{p.initials}</AvatarFallback>
            </Avatar>
          ))}
          <Avatar className="ring-background size-9 ring-2">
            <AvatarFallback className="text-xs">+3</AvatarFallback>
          </Avatar>
        </div>
        <div className="relative">
          <Avatar className="size-10">
            <AvatarFallback>
              <Bell className="size-4" />
            </AvatarFallback>
          </Avatar>
          <span className="bg-destructive ring-background absolute top-0 right-0 size-2.5 rounded-full ring-2" />
          <span className="sr-only">{t('unread')}</span>
        </div>
        <div className="flex items-center gap-3">
          <div className="relative">
            <Avatar className="size-10">
              <AvatarFallback className="bg-sky-500/15 text-sky-700 dark:text-sky-300">AL</AvatarFallback>
            </Avatar>
            <span className="ring-background absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-500 ring-2" />
          </div>
          <div className="grid text-sm leading-tight">
            <span className="font-medium">{t('name')}</span>
            <span className="text-muted-foreground text-xs">{t('online')}</span>
          </div>
        </div>
      </div>
    </DemoSection>
  );
}
