import { Paperclip } from 'lucide-react';
import { withBasePath } from '@/lib/base-path';
import type { NoticeAttachment } from '@/resources/notices/attachments';

/** A notice's attachments as download links (served to whoever may read the notice). */
export function AttachmentLinks({ files }: { files: readonly NoticeAttachment[] }) {
  return (
    <ul className="flex flex-col gap-1" data-testid="notice-attachment-links">
      {files.map((file) => (
        <li key={file.id} className="flex min-w-0 items-center gap-1.5 text-sm">
          <Paperclip className="text-muted-foreground size-3.5 shrink-0" aria-hidden />
          <a className="truncate underline-offset-4 hover:underline" href={withBasePath(`/api/notices/attachment/${encodeURIComponent(file.id)}`)} download={file.name} title={file.name}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
