'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { DemoSection } from '../demo-section';

export function SkeletonSection() {
  const t = useTranslations('page.component.general.skeleton');
  const [loading, setLoading] = useState(true);

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <div className="flex items-center gap-2">
        <Switch id="skeleton-loading" checked={loading} onCheckedChange={setLoading} />
        <Label htmlFor="skeleton-loading">{t('loading')}</Label>
      </div>
      <div className="grid gap-4 rounded-lg border p-4" aria-busy={loading}>
        <div className="flex items-center gap-4">
          {loading ? (
            <Skeleton className="size-12 rounded-full" />
          ) : (
            <Avatar className="size-12">
              <AvatarFallback>GH</AvatarFallback>
            </Avatar>
          )}
          <div className="grid flex-1 gap-2">
            {loading ? (
              <>
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-4 w-2/5" />
              </>
            ) : (
              <>
                <span className="text-sm font-medium">{t('name')}</span>
                <span className="text-muted-foreground text-sm">{t('role')}</span>
              </>
            )}
          </div>
        </div>
        {loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-32 w-full rounded-lg" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        ) : (
          <div className="grid gap-2">
            <div className="from-primary/20 to-primary/5 h-32 rounded-lg bg-gradient-to-br" />
            <p className="text-muted-foreground text-sm">{t('body')}</p>
          </div>
        )}
      </div>
    </DemoSection>
  );
}
