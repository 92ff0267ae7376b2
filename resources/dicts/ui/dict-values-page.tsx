'use client';

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { ResourcePage } from '@/components/resource/resource-page';
import { useStableTranslations } from '@/components/resource/use-stable-translations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { dicts } from './dict-api';
import { useDictValueView } from './dict-value-view';
import { useValuesHref } from './values-link';

/** One dictionary's values (`/system/dict?dict=<id>`): back to the dictionaries, its name and code, its values on the kit. */
export function DictValuesPage({ dictId }: { dictId: string }) {
  const t = useStableTranslations();
  const locale = useLocale();
  const href = useValuesHref();
  const router = useRouter();
  const dict = useQuery({ queryKey: dicts.keys.detail(dictId, locale), queryFn: () => dicts.api.detail(dictId) });
  const view = useDictValueView(dictId, t);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => router.push(href())} data-testid="dict-back">
          <ArrowLeft aria-hidden />
          {t('page.system.dict.values.back')}
        </Button>
        {dict.data && (
          <h2 className="flex min-w-0 items-center gap-2 text-base font-medium" data-testid="dict-current">
            <span className="truncate">{dict.data.name}</span>
            <Badge variant="outline" className="font-mono">
              {dict.data.code}
            </Badge>
          </h2>
        )}
      </div>
      <ResourcePage view={view} />
    </div>
  );
}
