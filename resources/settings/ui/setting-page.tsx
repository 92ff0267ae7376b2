'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { useSettingView } from './setting-view';

/** /system/setting: settings on the resource kit. */
export function SettingPage() {
  return <ResourcePage view={useSettingView()} />;
}
