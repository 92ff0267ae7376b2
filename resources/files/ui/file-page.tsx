'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { useFileView } from './file-view';

/** /system/file: files on the resource kit. */
export function FilePage() {
  return <ResourcePage view={useFileView()} />;
}
