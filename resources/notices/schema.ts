import { z } from 'zod';
import {
  idSchema,
  plainText,
  statusFilterSchema,
  statusSchema,
  storableText,
  textSchema,
} from '@/lib/api/schemas';
import { whenPassed, whenValid } from '@/lib/api/cross-field';
import { listSchema } from '@/lib/resource/list-schema';
import { dictValueCodeSchema } from '@/resources/dicts/schema';

/** The contract of the notice endpoints and form; error strings are message ids. */

/** The dictionary of a notice's level (resources/dicts): the form's select, the badges, and the check on write. */
export const noticeLevelDict = 'notice_level';

const title = z
  .string()
  .regex(plainText, { error: 'validate.controlCharacters' })
  .trim()
  .min(1, { error: 'validate.noticeTitle' })
  .max(200)
  .regex(storableText, { error: 'validate.invalid' });

/**
 * A time of the publish window, UTC unless it names its offset: `2025-01-31 09:00`, `2025-01-31T09:00:00Z`.
 * The calendar check runs only on a value of the right shape.
 */
const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, { error: 'validate.dateTime' })
  .refine((value) => !Number.isNaN(windowTime(value)), { error: 'validate.dateTime', ...whenPassed });

/** The instant of a window time (milliseconds); NaN when it is no real date. */
export function windowTime(value: string): number {
  const iso = value.replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(iso) ? iso : `${iso}Z`;
  const time = Date.parse(zoned);
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  // Date.parse rolls 2025-02-30 over to March: the date part must survive the round trip.
  return Number.isNaN(time) || Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== iso.slice(0, 10) ? Number.NaN : time;
}

const text = textSchema(2000);

/** The most files a notice takes (the form's Attach button stops there). */
export const noticeFilesMax = 10;

const noticeFields = {
  titleEn: title,
  titleZh: title,
  bodyEn: text.describe('The English text; may be empty (readers then see the Chinese one).'),
  bodyZh: text.describe('The Chinese text; may be empty (readers then see the English one).'),
  body: text
    .optional()
    .describe("The former single text: on add it fills whichever of bodyEn/bodyZh is absent; on edit it sets the request language's unless that one is sent too."),
  // A value of the dictionary notice_level, enabled when written (resources/notices/service.ts checks it).
  level: dictValueCodeSchema,
  status: statusSchema,
  start: instant,
  end: instant,
  files: z
    .array(idSchema)
    .max(noticeFilesMax, { error: 'validate.noticeFiles' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validate.noticeFiles' })
    .describe('The attachments, in order: ids of files uploaded by the writer (or already attached). Replaces the list.'),
};

/** The window's end must come after its start: an error on `end`, checked once both are valid times. */
function endAfterStart(value: { start?: string; end?: string }, ctx: z.RefinementCtx): void {
  if (value.start === undefined || value.end === undefined) return;
  if (windowTime(value.end) <= windowTime(value.start)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'validate.noticeWindow' });
}

// The author is the session's user: a body naming one is refused as an unknown field (strict objects).
export const addNoticeSchema = z
  .strictObject({ ...noticeFields, bodyEn: noticeFields.bodyEn.optional(), bodyZh: noticeFields.bodyZh.optional(), files: noticeFields.files.default([]), level: noticeFields.level.default('info'), status: statusSchema.default('1') })
  .superRefine(endAfterStart, whenValid('start', 'end'));

/** Edits are partial: a status toggle sends `{id, status}` only. */
export const editNoticeSchema = z
  .strictObject({ id: idSchema })
  .extend(z.strictObject(noticeFields).partial().shape)
  .superRefine(endAfterStart, whenValid('start', 'end'));

export const noticeOrderFields = ['title', 'level', 'status', 'start', 'end', 'create'] as const;

export const listNoticesSchema = listSchema({
  filters: {
    title: textSchema(200).default(''),
    level: z.union([dictValueCodeSchema, z.literal('')]).default(''),
    status: statusFilterSchema,
  },
  order: noticeOrderFields,
});

export type AddNoticeInput = z.infer<typeof addNoticeSchema>;
export type EditNoticeInput = z.infer<typeof editNoticeSchema>;
export type ListNoticesInput = z.infer<typeof listNoticesSchema>;
export type NoticeOrderField = (typeof noticeOrderFields)[number];
