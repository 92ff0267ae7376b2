import { z } from 'zod';
import { idSchema, orderValueSchema, pageSchema, plainText, sizeSchema, statusFilterSchema, statusSchema, storableText, textSchema } from '@/lib/api/schemas';

/** The contract of the single sign-on provider endpoints and form; error strings are message ids. */

/** A required line of text: trimmed, at most `max` characters; `message` when it is empty. */
const line = (message: string, max = 200) =>
  z.string().regex(plainText, { error: 'validate.controlCharacters' }).trim().min(1, { error: message }).max(max).regex(storableText, { error: 'validate.invalid' });

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/** An issuer URL: https, or http on a loopback host (a local provider); no query or fragment (OpenID Discovery). */
export function isIssuerUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const scheme = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.includes(url.hostname));
  return scheme && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
}

/** A comma-separated list of `amr` or `acr` values (each a plain token). */
const valueList = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w:./-]*(?:\s*,\s*[\w:./-]+)*$/, { error: 'validate.ssoproviderValues' })
  .default('');

const ssoproviderFields = {
  name: line('validate.ssoproviderName', 80),
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'validate.ssoproviderCode' }).describe('The provider’s id in `?provider=` and in role rules; fixed once added.'),
  issuer: z.string().trim().max(500).refine(isIssuerUrl, { error: 'validate.ssoproviderIssuer' }).describe('The issuer URL (https; http only on a loopback host); its discovery document is read at each sign-in’s start.'),
  clientId: line('validate.ssoproviderClientId'),
  status: statusSchema,
  jit: z.boolean().describe('Create a user at a subject’s first sign-in (just in time); else only linked subjects sign in.'),
  mfaAmr: valueList.describe('`amr` values that count as this console’s second factor, comma-separated.'),
  mfaAcr: valueList.describe('`acr` values that count as this console’s second factor, comma-separated.'),
  roleClaim: z
    .string()
    .trim()
    .regex(/^[\w:./-]{0,100}$/, { error: 'validate.ssoproviderRoleClaim' })
    .default('')
    .describe('The only claim role rules read at this provider (for example `groups`); empty: any rule’s claim.'),
};

const secret = z.string().regex(plainText, { error: 'validate.controlCharacters' }).max(500);

// Strict objects: a field the contract does not name is refused with a 400.
export const addSsoproviderSchema = z.strictObject({
  ...ssoproviderFields,
  status: ssoproviderFields.status.default('1'),
  jit: ssoproviderFields.jit.default(false),
  clientSecret: secret.min(1, { error: 'validate.ssoproviderClientSecret' }).describe('Write-only: stored sealed, never answered.'),
});

/** Edits are partial (a status toggle sends `{id, status}` only); the code is fixed; a secret replaces the stored one, an empty one keeps it. */
export const editSsoproviderSchema = z
  .strictObject({ id: idSchema })
  .extend(z.strictObject(ssoproviderFields).omit({ code: true }).partial().shape)
  .extend({ clientSecret: secret.optional().describe('Write-only: a new secret replaces the stored one; empty or absent keeps it.') });

export const ssoproviderOrderFields = ['name', 'code', 'issuer', 'clientId', 'status', 'create'] as const;

export const listSsoprovidersSchema = z.strictObject({
  name: textSchema(200).default(''),
  status: statusFilterSchema,
  page: pageSchema,
  size: sizeSchema,
  orderField: z.enum(ssoproviderOrderFields).optional(),
  orderValue: orderValueSchema,
});

export type AddSsoproviderInput = z.infer<typeof addSsoproviderSchema>;
export type EditSsoproviderInput = z.infer<typeof editSsoproviderSchema>;
export type ListSsoprovidersInput = z.infer<typeof listSsoprovidersSchema>;
export type SsoproviderOrderField = (typeof ssoproviderOrderFields)[number];
