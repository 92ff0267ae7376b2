'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiRequest } from '@/lib/client/api';
import { dictOptionsPath, type DictOption } from '@/lib/dict-values';

/** The query keys of dictionaries' options: a write to a dictionary or its values refreshes `dictOptionKeys.all`. */
export const dictOptionKeys = {
  all: ['system/dicts/options'] as const,
  of: (code: string, locale: string) => ['system/dicts/options', code, locale] as const,
};

/**
 * A dictionary's values (`GET /api/system/dicts/options?code=`), labelled in the UI's language: every value,
 * disabled ones too (they still label old records); `enabled` says which may be chosen. One request per
 * dictionary and language, shared by every form, filter and badge on the page.
 */
export function useDictOptions(code: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: dictOptionKeys.of(code, locale),
    queryFn: async (): Promise<DictOption[]> => (await apiRequest<DictOption[]>(dictOptionsPath(code), { toastError: false })).data ?? [],
    staleTime: 60_000,
  });
}
