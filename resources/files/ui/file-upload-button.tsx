'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { usePermission } from '@/components/resource/use-permission';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/client/api';
import { notify } from '@/lib/client/notify';
import { fileResource } from '@/resources/files/resource';
import { files } from './file-api';

/** Upload (the file page's toolbar): picks one file and posts it as multipart; the server sniffs and checks it. */
export function FileUploadButton() {
  const t = useTranslations(fileResource.messages);
  const allowed = usePermission(fileResource.path, 'add');
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      await apiRequest<{ id: string }>(`${fileResource.api}/upload`, { body, timeoutMs: 120_000 });
      return file.name;
    },
    onSuccess: async (name) => {
      notify.success(t('uploaded', { name }));
      await Promise.all(files.writeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  if (!allowed) return null;
  return (
    <>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) mutate(file);
        }}
      />
      <Button type="button" size="sm" disabled={isPending} aria-busy={isPending} data-testid="upload" onClick={() => input.current?.click()}>
        <Upload aria-hidden />
        {t('upload')}
      </Button>
    </>
  );
}
