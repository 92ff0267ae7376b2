import { z } from 'zod';
import { idSchema, plainText, storableText, textSchema } from '@/lib/api/schemas';
import { listSchema } from '@/lib/resource/list-schema';

/** The contract of the file endpoints and form; error strings are message ids. The upload is multipart (upload-route.ts). */

export const fileStorageValues = ['database', 'local', 's3'] as const;
export type FileStorage = (typeof fileStorageValues)[number];

/** A file's name: one line, no path separators, at most 200 characters. */
export const fileNameSchema = z
  .string()
  .regex(plainText, { error: 'validate.controlCharacters' })
  .trim()
  .min(1, { error: 'validate.fileName' })
  .max(200)
  .regex(storableText, { error: 'validate.invalid' })
  .regex(/^[^/\\]+$/, { error: 'validate.fileName' });

/** A rename; the service keeps the extension one of the file's sniffed type's. */
export const editFileSchema = z.strictObject({ id: idSchema, name: fileNameSchema });

export const fileOrderFields = ['name', 'mime', 'bytes', 'storage', 'author', 'create'] as const;

export const listFilesSchema = listSchema({
  filters: {
    name: textSchema(200).default(''),
  },
  order: fileOrderFields,
});

export type EditFileInput = z.infer<typeof editFileSchema>;
export type ListFilesInput = z.infer<typeof listFilesSchema>;
export type FileOrderField = (typeof fileOrderFields)[number];
