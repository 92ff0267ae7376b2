'use client';

import { useSearchParams } from 'next/navigation';
import { ResourcePage } from '@/components/resource/resource-page';
import { useDictView } from './dict-view';
import { DictValuesPage } from './dict-values-page';

/** The dictionaries' list on the resource kit. */
function DictListPage() {
  return <ResourcePage view={useDictView()} />;
}

/** /system/dict: the dictionaries, or one dictionary's values (`?dict=<id>`, so the address keeps it). */
export function DictPage() {
  const dict = useSearchParams().get('dict');
  return dict ? <DictValuesPage key={dict} dictId={dict} /> : <DictListPage />;
}
