import { z } from 'zod';
import { idSchema, plainText, storableText, textSchema } from '@/lib/api/schemas';
import { listSchema } from '@/lib/resource/list-schema';

/** The contract of the ssorule endpoints and form; error strings are message ids. */

/** A required line of text: trimmed, at most `max` characters; `message` when it is empty. */
const line = (message: string, max = 200) =>
  z.string().regex(plainText, { error: 'validate.controlCharacters' }).trim().min(1, { error: message }).max(max).regex(storableText, { error: 'validate.invalid' });

const ssoruleFields = {
  value: line('validate.ssoruleValue'),
  provider: line('validate.ssoruleProvider'),
  claim: line('validate.ssoruleClaim'),
  role: idSchema.describe('The id of one of roles.'),
};

// Strict objects: a field the contract does not name is refused with a 400.
export const addSsoruleSchema = z.strictObject(ssoruleFields);

/** Edits are partial: a status toggle sends `{id, status}` only. */
export const editSsoruleSchema = z.strictObject({ id: idSchema }).extend(z.strictObject(ssoruleFields).partial().shape);

export const ssoruleOrderFields = ['value', 'provider', 'claim', 'role', 'create'] as const;

export const listSsorulesSchema = listSchema({
  filters: {
    value: textSchema(200).default(''),
  },
  order: ssoruleOrderFields,
});

export type AddSsoruleInput = z.infer<typeof addSsoruleSchema>;
export type EditSsoruleInput = z.infer<typeof editSsoruleSchema>;
export type ListSsorulesInput = z.infer<typeof listSsorulesSchema>;
export type SsoruleOrderField = (typeof ssoruleOrderFields)[number];
