'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { useNoticeView } from './notice-view';

/** /system/notice: notices on the resource kit. */
export function NoticePage() {
  return <ResourcePage view={useNoticeView()} />;
}
