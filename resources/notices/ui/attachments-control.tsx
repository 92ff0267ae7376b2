'use client';

import { useMutation } from '@tanstack/react-query';
import { Loader2, Paperclip, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CustomControlProps } from '@/components/resource/form-spec';
import { usePermission } from '@/components/resource/use-permission';
import { Button } from '@/components/ui/button';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { fileResource } from '@/resources/files/resource';
import { uploadFile } from '@/resources/files/ui/file-api';
import { noticeFilesMax } from '@/resources/notices/schema';
import type { NoticeItem } from './notice-api';

/**
 * The notice form's attachments: the files attached (by id, in order), each removable, and a button
 * uploading another through the files API (it needs the file page's `add`); the server links them.
 */
export function AttachmentsControl({ id, value, onChange, context }: CustomControlProps<NoticeItem, string[]>) {
  const t = useTranslations('page.system.notice.attachments');
  const canUpload = usePermission(fileResource.path, 'add');
  // Names of the files already attached (the row's) and of those uploaded in this form.
  const [names, setNames] = useState(() => new Map((context.row?.files ?? []).map((file) => [file.id, file.name])));
  const upload = useMutation({
    mutationFn: async (file: File) => ({ id: (await uploadFile(file)) ?? '', name: file.name }),
    onSuccess: ({ id: fileId, name }) => {
      if (!fileId) return;
      setNames((current) => new Map(current).set(fileId, name));
      onChange([...value, fileId]);
    },
  });
  // At the most a notice takes, no further upload (the save would refuse it, the file uploaded for nothing).
  const full = value.length >= noticeFilesMax;
  return (
    <div id={id} className="flex min-w-0 flex-col gap-2" data-testid="notice-attachments">
      {value.length > 0 && (
        <ul className="flex flex-col gap-1">
          {value.map((fileId) => (
            <li key={fileId} className="bg-muted/50 flex min-w-0 items-center gap-2 rounded-md px-2 py-1 text-sm">
              <Paperclip className="text-muted-foreground size-3.5 shrink-0" aria-hidden />
              <span className="min-w-0 flex-1 truncate" title={names.get(fileId) ?? fileId}>
                {names.get(fileId) ?? fileId}
              </span>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-6"
                aria-label={t('remove', { name: names.get(fileId) ?? fileId })}
                onClick={() => onChange(value.filter((other) => other !== fileId))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canUpload && (
        <div>
          <FilePickButton
            size="sm"
            variant="outline"
            disabled={upload.isPending || full}
            aria-busy={upload.isPending}
            aria-describedby={full ? `${id}-full` : undefined}
            data-testid="attachment-add"
            inputTestId="attachment-input"
            onPick={upload.mutate}
          >
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Paperclip aria-hidden />}
            {upload.isPending ? t('uploading') : t('add')}
          </FilePickButton>
          {full && (
            <p id={`${id}-full`} className="text-muted-foreground mt-1.5 text-xs">
              {t('full', { count: noticeFilesMax })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
