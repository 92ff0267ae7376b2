'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePermission } from '@/components/resource/use-permission';
import { FilePickButton } from '@/components/ui/file-pick-button';
import { notify } from '@/lib/client/notify';
import { fileResource } from '@/resources/files/resource';
import { files, uploadFile } from './file-api';

/** Upload (the file page's toolbar): picks one file and posts it as multipart; the server sniffs and checks it. */
export function FileUploadButton() {
  const t = useTranslations(fileResource.messages);
  const allowed = usePermission(fileResource.path, 'add');
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: async (file: File) => {
      await uploadFile(file);
      return file.name;
    },
    onSuccess: async (name) => {
      notify.success(t('uploaded', { name }));
      await Promise.all(files.writeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  if (!allowed) return null;
  return (
    <FilePickButton size="sm" disabled={isPending} aria-busy={isPending} data-testid="upload" inputTestId="upload-input" onPick={mutate}>
      <Upload aria-hidden />
      {t('upload')}
    </FilePickButton>
  );
}
