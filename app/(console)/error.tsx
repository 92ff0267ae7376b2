'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** A console page that threw: a chunk of an older release reloads the page once; anything else offers a retry. */
export default function ConsoleError({ error, reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('error');
  useEffect(() => {
    window.__recoverStaleRelease?.(error);
  }, [error]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-center" role="alert">
      <TriangleAlert className="text-muted-foreground size-12" aria-hidden />
      <h1 className="text-2xl font-semibold">{t('crashed')}</h1>
      <p className="text-muted-foreground max-w-md text-sm">{t('crashedDesc')}</p>
      <Button variant="outline" onClick={reset}>
        {t('retry')}
      </Button>
    </div>
  );
}
