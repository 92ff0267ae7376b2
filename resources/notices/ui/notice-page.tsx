'use client';

import { useTranslations } from 'next-intl';
import { ResourcePage } from '@/components/resource/resource-page';
import { useNoticeView } from './notice-view';

/** /system/notice: notices on the resource kit. */
export function NoticePage() {
  const t = useTranslations();
  return <ResourcePage view={useNoticeView(t)} />;
}
