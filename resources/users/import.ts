import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError, conflict } from '@/lib/api/errors';
import { emailSchema, phoneSchema, idSchema, statusSchema, userNameSchema } from '@/lib/api/schemas';
import { fieldMessages } from '@/lib/api/validation';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import type { Session } from '@/lib/auth/session';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { Delegation } from '@/lib/delegation/guards';
import { userGrantSets } from '@/lib/delegation/holdings';
import { assertManagementKept, lockManagement } from '@/lib/delegation/management-kept';
import { lacking } from '@/lib/delegation/rules';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { superRole } from '@/lib/rbac';
import { assertGroupInScope, userScope } from '@/lib/scope/users';
import { nameAuditIds } from '@/lib/trail/scope';
import { assertGroupAssignable, assertSuperKept, revokeTokens } from './guards';
import type { ImportRow } from './import-read';
import { usernameSchema, userRolesSchema } from './schema';

/** What a row would do: create, update, leave unchanged, or nothing (error, with the field and why). */
/** (The row is named by its line, not its username: an answer names no user the file did not.) */
export type ImportOutcome = { line: number; action: 'create' | 'update' | 'unchanged' } | { line: number; action: 'error'; field: string; message: string };

/** Roles in one cell: codes separated by `|`, `;` or `,`. */
const rolesCell = z.string().transform((cell) => [...new Set(cell.split(/[|;,]/).map((code) => code.trim()).filter((code) => code !== ''))]);

/** One row's contract: the add form's fields as text cells; an empty status is enabled. */
const importRowSchema = z.object({
  username: usernameSchema,
  name: userNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  group: idSchema,
  status: z.preprocess((value) => (value === '' || value === undefined ? '1' : value), statusSchema),
  roles: z.preprocess((value) => value ?? '', rolesCell.pipe(userRolesSchema)),
});
type ImportFields = z.output<typeof importRowSchema>;

interface Planned {
  line: number;
  fields: ImportFields;
  roleIds: string[];
  existing?: { id: string };
  action: 'create' | 'update' | 'unchanged';
}

/** The plan of an import: each row's outcome, and the valid rows' writes. */
export interface ImportPlan {
  rows: ImportOutcome[];
  writes: Planned[];
  /** some row grants `super` or changes a holder of it (the commit wants a recent re-authentication) */
  touchesSuper: boolean;
}

const key = (username: string) => username.normalize('NFKC').toLowerCase();
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** A check that throws an ApiError, as an outcome's field and message (the first field it names). */
async function refusal(check: () => Promise<unknown>, field: string, locale: Locale): Promise<{ field: string; message: string } | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const [named] = Object.entries(error.fields ?? {});
    return named ? { field: named[0], message: named[1] } : { field, message: translate(locale, error.messageId, error.values) };
  }
}

/**
 * What importing these rows would do, for the actor, without writing: each row validated, then checked
 * as the user forms check it (the group assignable and in the actor's data scope, the roles existing and
 * held by the actor, an existing user in the actor's scope and holding no more than the actor). The
 * database is read a fixed number of times for the whole file (by username, group and role), not per row.
 */
export async function planImport(tx: Tx, input: readonly ImportRow[], actor: Session, locale: Locale): Promise<ImportPlan> {
  const outcomes: ImportOutcome[] = [];
  const valid: { line: number; fields: ImportFields }[] = [];
  const seen = new Set<string>();
  for (const row of input) {
    const parsed = importRowSchema.safeParse(row.cells);
    if (!parsed.success) {
      const [field = 'username', message = ''] = Object.entries(fieldMessages(parsed.error, row.cells, locale))[0] ?? [];
      outcomes.push({ line: row.line, action: 'error', field, message });
    } else if (seen.has(key(parsed.data.username))) {
      outcomes.push({ line: row.line, action: 'error', field: 'username', message: translate(locale, 'api.users.importDuplicate') });
    } else {
      seen.add(key(parsed.data.username));
      valid.push({ line: row.line, fields: parsed.data });
      outcomes.push({ line: row.line, action: 'unchanged' });
    }
  }

  const scope = userScope(actor);
  const existing = valid.length === 0 ? [] : await tx
    .select({
      id: t.users.id,
      username: t.users.username,
      name: t.users.name,
      nameZh: t.users.nameZh,
      email: t.users.email,
      phone: t.users.phone,
      groupId: t.users.groupId,
      status: t.users.status,
      inScope: scope ? sql<boolean>`(${scope})` : sql<boolean>`true`,
    })
    .from(t.users)
    .where(inArray(sql`lower(normalize(${t.users.username}, NFKC))`, valid.map((row) => key(row.fields.username))));
  const byKey = new Map(existing.map((user) => [key(user.username), user]));
  const grantSets = await userGrantSets(tx, existing.map((user) => user.id));
  const delegation = await Delegation.of(tx, actor, locale);

  const groupChecks = new Map<string, Promise<{ field: string; message: string } | null>>();
  const groupRefusal = (group: string, creating: boolean) => {
    const cacheKey = `${group}:${creating}`;
    if (!groupChecks.has(cacheKey)) {
      groupChecks.set(cacheKey, refusal(async () => {
        await assertGroupAssignable(tx, group, locale);
        await assertGroupInScope(tx, actor, group, locale, creating);
      }, 'group', locale));
    }
    return groupChecks.get(cacheKey);
  };
  const codes = [...new Set(valid.flatMap((row) => row.fields.roles))];
  const roleRows = codes.length === 0 ? [] : await tx.select({ id: t.roles.id, code: t.roles.code }).from(t.roles).where(inArray(t.roles.code, codes));
  const roleId = new Map(roleRows.map((role) => [role.code, role.id]));

  const writes: Planned[] = [];
  let touchesSuper = false;
  for (const row of valid) {
    const index = outcomes.findIndex((outcome) => outcome.line === row.line);
    const fail = (field: string, message: string) => {
      outcomes[index] = { line: row.line, action: 'error', field, message };
    };
    const { fields } = row;
    const user = byKey.get(key(fields.username));
    const held = user ? grantSets.get(user.id) : undefined;
    const unknownRole = fields.roles.find((code) => !roleId.has(code));
    if (user && !user.inScope) {
      fail('username', translate(locale, 'api.users.importOutOfScope'));
      continue;
    }
    if (unknownRole !== undefined) {
      fail('roles', translate(locale, 'api.reference.roleNotFound', { role: unknownRole }));
      continue;
    }
    const missingToGrant = lacking(delegation.holdings, { roles: fields.roles }).roles;
    if (missingToGrant.length > 0) {
      fail('roles', translate(locale, 'api.delegation.cannotGrant', { items: missingToGrant.map((role) => translate(locale, 'api.delegation.role', { role })).join(', ') }));
      continue;
    }
    if (held) {
      const missing = lacking(delegation.holdings, held);
      if (missing.roles.length > 0 || missing.permissions.length > 0) {
        fail('username', translate(locale, 'api.delegation.cannotManageUser', { user: fields.username, items: missing.roles.map((role) => translate(locale, 'api.delegation.role', { role })).join(', ') || '…' }));
        continue;
      }
    }
    // A new user's group, or the one a user moves to, must be assignable and in the actor's scope.
    const moving = !user || user.groupId !== fields.group;
    const group = moving ? await groupRefusal(fields.group, !user) : null;
    if (group) {
      fail('group', group.message);
      continue;
    }
    if (user && user.id === actor.user.id && fields.status === '0') {
      fail('status', translate(locale, 'api.users.disableSelf'));
      continue;
    }
    const roleIds = fields.roles.map((code) => roleId.get(code) ?? code);
    if (fields.roles.includes(superRole) || held?.roles?.includes(superRole)) touchesSuper = true;
    let action: Planned['action'] = 'create';
    if (user) {
      const name = locale === 'zh' ? (user.nameZh ?? user.name) : user.name;
      const same = name === fields.name && user.email === fields.email && user.phone === fields.phone && user.groupId === fields.group && user.status === fields.status && sameSet(held?.roles ?? [], fields.roles);
      action = same ? 'unchanged' : 'update';
    }
    outcomes[index] = { line: row.line, action };
    writes.push({ line: row.line, fields, roleIds, existing: user && { id: user.id }, action });
  }
  return { rows: outcomes, writes, touchesSuper };
}

/** Reads the plan in a transaction that is always rolled back: a dry run changes nothing, not even a lock's side effects. */
export async function dryRunImport(run: (tx: Tx) => Promise<ImportPlan>, db: { transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T> }): Promise<ImportPlan> {
  let plan: ImportPlan | undefined;
  const rollback = new Error('dry run');
  await db
    .transaction(async (tx) => {
      plan = await run(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  if (!plan) throw new Error('dry run made no plan');
  return plan;
}

/** The valid rows written, in the import's one transaction: new users (no password until one is reset), changed ones, their roles. */
export async function applyImport(tx: Tx, plan: ImportPlan, actor: Session, locale: Locale): Promise<{ created: number; updated: number }> {
  await lockManagement(tx);
  if (plan.touchesSuper) await assertRecentAuth(tx, actor);
  const creates = plan.writes.filter((write) => write.action === 'create');
  const updates = plan.writes.filter((write) => write.action === 'update');
  const createdIds: string[] = [];
  const roleLinks: { userId: string; roleId: string }[] = [];
  for (let start = 0; start < creates.length; start += 1000) {
    const batch = creates.slice(start, start + 1000);
    const inserted = await tx
      .insert(t.users)
      .values(
        batch.map(({ fields }) => ({
          id: sql`nextval('user_id_seq')::text`,
          username: fields.username,
          name: fields.name,
          nameZh: locale === 'zh' ? fields.name : null,
          email: fields.email,
          phone: fields.phone,
          groupId: fields.group,
          status: fields.status,
          // No password: the administrator resets one (no scrypt hash verifies against this).
          passwordHash: '!',
        })),
      )
      .returning({ id: t.users.id, username: t.users.username });
    const idOf = new Map(inserted.map((row) => [row.username, row.id]));
    for (const write of batch) {
      const id = idOf.get(write.fields.username);
      if (!id) throw conflict();
      createdIds.push(id);
      for (const roleId of write.roleIds) roleLinks.push({ userId: id, roleId });
    }
  }
  for (const { fields, existing, roleIds } of updates) {
    if (!existing) continue;
    const name = locale === 'zh' ? { nameZh: fields.name } : { name: fields.name };
    await tx
      .update(t.users)
      .set({ ...name, email: fields.email, phone: fields.phone, groupId: fields.group, status: fields.status, updatedAt: sql`now()` })
      .where(and(eq(t.users.id, existing.id), userScope(actor)));
    for (const roleId of roleIds) roleLinks.push({ userId: existing.id, roleId });
  }
  const updatedIds = updates.flatMap((write) => (write.existing ? [write.existing.id] : []));
  if (updatedIds.length > 0) await tx.delete(t.userRoles).where(inArray(t.userRoles.userId, updatedIds));
  for (let start = 0; start < roleLinks.length; start += 5000) await tx.insert(t.userRoles).values(roleLinks.slice(start, start + 5000));
  await assertSuperKept(tx, updates.filter((write) => !write.fields.roles.includes(superRole)).flatMap((write) => (write.existing ? [write.existing.id] : [])));
  await revokeTokens(tx, updates.filter((write) => write.fields.status === '0').flatMap((write) => (write.existing ? [write.existing.id] : [])));
  await assertManagementKept(tx);
  nameAuditIds(createdIds);
  return { created: createdIds.length, updated: updatedIds.length };
}

/** The ids an import's plan updates (the audit entry's before). */
export const updatedIds = (plan: ImportPlan) => plan.writes.flatMap((write) => (write.action === 'update' && write.existing ? [write.existing.id] : []));

