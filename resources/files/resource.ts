import { defineResource } from '@/lib/resource/definition';
import { editFileSchema, fileOrderFields, listFilesSchema } from './schema';

/** Files (`/system/file`): uploads (multipart, `upload`), downloads (`download/{id}`), a flat list paged by the server. */
export const fileResource = defineResource({
  api: 'system/files',
  path: '/system/file',
  messages: 'page.system.file',
  name: 'files',
  contract: { list: listFilesSchema, edit: editFileSchema },
  orderFields: fileOrderFields,
  exports: true,
});
