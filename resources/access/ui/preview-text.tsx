'use client';

import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Preview } from './access-api';

/** How many gained or lost items show before "and N more". */
const shortLength = 5;

type Item = Preview['gained'][number];

/** Gained or lost items as a short list: the first few, then "and N more", which shows the rest. */
function PreviewItems({ label, items, tone }: { label: string; items: readonly Item[]; tone: string }) {
  const t = useTranslations('page.system.access.preview');
  const id = useId();
  const [all, setAll] = useState(false);
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, shortLength);
  const hidden = items.length - shown.length;
  return (
    <div>
      <p id={id} className={cn('font-medium', tone)}>
        {label}
      </p>
      <ul aria-labelledby={id} className="divide-border/60 divide-y">
        {shown.map((item) => (
          <li key={item.id} className="flex items-baseline gap-3 py-0.5">
            <span className="min-w-0 flex-1 break-words">
              {item.name} <span className="text-muted-foreground">({item.action ? `${item.path} ${item.action}` : item.path})</span>
              <span className="sr-only">: </span>
            </span>
            <span className="shrink-0 whitespace-nowrap tabular-nums">{t('users', { count: item.users })}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Button type="button" variant="link" size="sm" className="pointer-coarse:h-10 h-auto gap-1 px-0 py-0.5 underline has-[>svg]:px-0" onClick={() => setAll(true)}>
          {t('more', { count: hidden })}
          <ChevronDown aria-hidden />
        </Button>
      )}
    </div>
  );
}

/** The preview's answer: who changes, what they gain and lose, and (the first few of) their usernames. */
export function PreviewText({ preview, testId }: { preview: Preview; testId: string }) {
  const t = useTranslations('page.system.access.preview');
  if (preview.users === 0)
    return (
      <p className="text-muted-foreground text-sm" data-testid={testId}>
        {t('none')}
      </p>
    );
  return (
    // A user disabled loses every item: the list scrolls in its box rather than pushing the form's buttons away.
    <div className="bg-muted/50 max-h-64 space-y-2 overflow-y-auto rounded-md border p-3 text-sm" role="status" tabIndex={0} data-testid={testId}>
      <p className="font-medium">{t('summary', { count: preview.users })}</p>
      <PreviewItems label={t('gained')} items={preview.gained} tone="text-emerald-700 dark:text-emerald-400" />
      <PreviewItems label={t('lost')} items={preview.lost} tone="text-destructive-foreground" />
      <p className="text-muted-foreground break-words">
        {preview.usernames.join(', ')}
        {preview.users > preview.usernames.length ? ' …' : ''}
      </p>
    </div>
  );
}
