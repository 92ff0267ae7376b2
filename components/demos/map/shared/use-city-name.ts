'use client';

import { useTranslations } from 'next-intl';
import type { CityKey } from '@/lib/geo/sample-data';

/** The localized name of a sample city. */
export function useCityName(): (key: CityKey) => string {
  const t = useTranslations('page.map.cities');
  return (key) => t(key);
}
