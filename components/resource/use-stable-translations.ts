'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * `useTranslations()`, kept while the locale stays. A server refresh (`router.refresh()`, after a
 * permission write) hands the provider new but equal messages, so `t` is new; a page whose columns
 * depend on `t` would rebuild them and remount every cell, closing a row menu the user just opened.
 */
export function useStableTranslations() {
  const t = useTranslations();
  const locale = useLocale();
  const [kept, setKept] = useState({ locale, t });
  if (kept.locale !== locale) {
    setKept({ locale, t });
    return t;
  }
  return kept.t;
}
