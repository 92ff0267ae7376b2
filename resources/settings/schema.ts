import { z } from 'zod';
import { textSchema } from '@/lib/api/schemas';
import { whenValid } from '@/lib/api/cross-field';
import { parseSetting, settingKeys } from '@/lib/settings/definitions';
import { listSchema } from '@/lib/resource/list-schema';

/** The contract of the setting endpoints and form; error strings are message ids. */

/**
 * An edit sets one setting's value, checked by that setting's own rule (lib/settings/definitions.ts):
 * a text, a number (or its digits) or a flag. There is no add (the settings are the code's), and the
 * collection's DELETE puts settings back to their defaults.
 */
export const editSettingSchema = z
  .strictObject({
    id: z.enum(settingKeys, { error: 'validate.invalid' }),
    value: z.union([z.string().max(2000), z.number(), z.boolean()], { error: 'validate.invalid' }),
  })
  .superRefine((input, ctx) => {
    const parsed = parseSetting(input.id, input.value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['value'], message: parsed.message, input: input.value });
  }, whenValid('id', 'value'));

export const settingOrderFields = ['key'] as const;

export const listSettingsSchema = listSchema({
  filters: {
    key: textSchema(200).default(''),
  },
  order: settingOrderFields,
});

export type EditSettingInput = z.infer<typeof editSettingSchema>;
export type ListSettingsInput = z.infer<typeof listSettingsSchema>;
