import { resourceClient } from '@/components/resource/resource-client';
import { apiRequest } from '@/lib/client/api';
import type { ContractInput } from '@/lib/resource/definition';
import { fileResource } from '@/resources/files/resource';
import type { FileView } from '@/resources/files/view';

/** A file as the API answers it (the list's rows and the detail). */
export type FileItem = FileView;
/** The list's body, from the contract (what the client sends: `z.input`). */
export type FileListFilter = ContractInput<typeof fileResource, 'list'>;

/** Files in the browser. */
export const files = resourceClient<FileItem, typeof fileResource>(fileResource, { empty: { list: [], total: 0 } });

/** Uploads one file (multipart; the server sniffs and checks it) and answers its id. */
export async function uploadFile(file: File): Promise<string | undefined> {
  const body = new FormData();
  body.append('file', file);
  return (await apiRequest<{ id: string }>(`${fileResource.api}/upload`, { body, timeoutMs: 120_000 })).data?.id;
}
