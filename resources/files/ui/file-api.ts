import { resourceClient } from '@/components/resource/resource-client';
import type { ContractInput } from '@/lib/resource/definition';
import { fileResource } from '@/resources/files/resource';
import type { FileView } from '@/resources/files/view';

/** A file as the API answers it (the list's rows and the detail). */
export type FileItem = FileView;
/** The list's body, from the contract (what the client sends: `z.input`). */
export type FileListFilter = ContractInput<typeof fileResource, 'list'>;

/** Files in the browser. */
export const files = resourceClient<FileItem, typeof fileResource>(fileResource, { empty: { list: [], total: 0 } });
