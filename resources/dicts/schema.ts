import { z } from 'zod';
import { idSchema, orderValueSchema, pageSchema, plainText, sizeSchema, statusFilterSchema, statusSchema, storableText, textSchema } from '@/lib/api/schemas';
import { dictColors } from '@/lib/dict-values';

/** The contract of the dictionary endpoints and forms; error strings are message ids. */

/** A required line of text: trimmed, at most `max` characters; `message` when it is empty. */
const line = (message: string, max = 200) =>
  z.string().regex(plainText, { error: 'validate.controlCharacters' }).trim().min(1, { error: message }).max(max).regex(storableText, { error: 'validate.invalid' });

/** A dictionary's code: how forms and the server name it (`notice_level`). */
export const dictCodeSchema = z.string().trim().regex(/^[a-z][a-z0-9_]{0,49}$/, { error: 'validate.dictCode' });
const valueCode = /^[A-Za-z0-9_.-]{1,50}$/;
/** A value's code: what records store (`warning`, `1`). */
export const dictValueCodeSchema = z.string().trim().regex(valueCode, { error: 'validate.dictValueCode' });
/** A record's field holding a value's code (a generated `dict=` field): `message` when none is chosen. */
export const dictValueField = (message: string) => z.string().trim().min(1, { error: message, abort: true }).regex(valueCode, { error: 'validate.dictValueCode' });

const dictFields = {
  code: dictCodeSchema,
  nameEn: line('validate.dictName'),
  nameZh: line('validate.dictName'),
  remark: textSchema(2000),
  status: statusSchema,
};

// Strict objects: a field the contract does not name is refused with a 400.
export const addDictSchema = z.strictObject({ ...dictFields, remark: dictFields.remark.default(''), status: dictFields.status.default('1') });

/** Edits are partial: a status toggle sends `{id, status}` only. */
export const editDictSchema = z.strictObject({ id: idSchema }).extend(z.strictObject(dictFields).partial().shape);

export const dictOrderFields = ['code', 'name', 'status', 'create'] as const;

export const listDictsSchema = z.strictObject({
  code: textSchema(200).default(''),
  status: statusFilterSchema,
  page: pageSchema,
  size: sizeSchema,
  orderField: z.enum(dictOrderFields).optional(),
  orderValue: orderValueSchema,
});

const valueFields = {
  code: dictValueCodeSchema,
  labelEn: line('validate.dictLabel', 100),
  labelZh: line('validate.dictLabel', 100),
  color: z.enum(dictColors),
  order: z.number().int().min(0).max(9999),
  status: statusSchema,
};

/** A value is added to one dictionary (`dictId`) and stays in it. */
export const addDictValueSchema = z.strictObject({
  ...valueFields,
  dictId: idSchema,
  color: valueFields.color.default('gray'),
  order: valueFields.order.default(0),
  status: valueFields.status.default('1'),
});

export const editDictValueSchema = z.strictObject({ id: idSchema }).extend(z.strictObject(valueFields).partial().shape);

export const dictValueOrderFields = ['order', 'code', 'label', 'status'] as const;

/** One dictionary's values (the dictionary is required: values are only ever listed within one). */
export const listDictValuesSchema = z.strictObject({
  dictId: idSchema,
  code: textSchema(50).default(''),
  status: statusFilterSchema,
  page: pageSchema,
  size: sizeSchema,
  orderField: z.enum(dictValueOrderFields).optional(),
  orderValue: orderValueSchema,
});

/** `GET /api/system/dicts/options?code=`: a dictionary's values for forms, filters and badges. */
export const dictOptionsQuerySchema = z.strictObject({ code: dictCodeSchema });

export type AddDictInput = z.infer<typeof addDictSchema>;
export type EditDictInput = z.infer<typeof editDictSchema>;
export type ListDictsInput = z.infer<typeof listDictsSchema>;
export type DictOrderField = (typeof dictOrderFields)[number];
export type AddDictValueInput = z.infer<typeof addDictValueSchema>;
export type EditDictValueInput = z.infer<typeof editDictValueSchema>;
export type ListDictValuesInput = z.infer<typeof listDictValuesSchema>;
export type DictValueOrderField = (typeof dictValueOrderFields)[number];
