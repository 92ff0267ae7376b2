'use client';

import { useTranslations } from 'next-intl';
import { setHttpTexts } from '@/lib/client/api';

/** Gives the HTTP client the current locale's error texts. */
export function HttpTexts() {
  const t = useTranslations('http');
  setHttpTexts({ requestError: t('requestError'), networkError: t('networkError'), sendError: t('sendError') });
  return null;
}
