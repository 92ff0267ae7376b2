'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { ConsoleLogo } from './console-logo';
import { useSettingView } from './setting-view';

/** /system/setting: settings on the resource kit, and the console's logo (an image, not a value of the table). */
export function SettingPage() {
  return (
    <div className="flex flex-col gap-4">
      <ResourcePage view={useSettingView()} />
      <ConsoleLogo />
    </div>
  );
}
