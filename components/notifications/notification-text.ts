'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { NotificationItem } from '@/lib/notifications/kinds';

/** A notification in words, in the current language (its data fills the kind's message). */
export function useNotificationText(): (item: NotificationItem) => string {
  const t = useTranslations('notifications.kind');
  const locale = useLocale();
  return (item) => {
    const { data } = item;
    if (item.kind === 'notice') return t('notice', { title: String((locale === 'zh' ? data.titleZh : data.titleEn) ?? data.titleEn ?? '') });
    if (item.kind === 'mfa') return t('mfa', { change: String(data.change ?? 'other') });
    if (item.kind === 'signin') return t('signin', { address: String(data.address ?? ''), browser: String(data.browser ?? '') });
    if (item.kind === 'signedOut') return t('signedOut', { by: String(data.by ?? '') });
    return t(item.kind);
  };
}
