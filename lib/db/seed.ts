import 'server-only';
import { sql } from 'drizzle-orm';
import seed from '@/data/seed.json';
import { hashPassword } from '@/lib/server/password';
import { demoSignupAt, seedDay } from './seed-dates';
import * as t from './schema';
import type { Db } from './types';

type SeedUser = (typeof seed.demoUsers)[number];

export interface SeedOptions {
  /** Also seed the 23 demo users (password = username) and give `super` its demo password. */
  demo: boolean;
  /** The initial password of the `super` account. */
  superPassword: string;
  /** The `super` role requires a second factor (a production database: PostgreSQL without SEED_DEMO). */
  superMfa?: boolean;
  /** The seeding day (`YYYY-MM-DD`, UTC; `seedDay`): the demo users signed up in the weeks before it. Today when left out. */
  today?: string;
}

/** Seeds an empty database; does nothing when the group table already has rows. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(t.groups);
  if (row && row.count > 0) return false;
  const users = [{ ...seed.superUser, password: options.superPassword }];
  if (options.demo) {
    const n = seed.demoUsers.length;
    const today = options.today ?? seedDay(new Date());
    // Never edited since: updated when they signed up.
    const signedUp = (i: number) => demoSignupAt(i, n, today);
    users.push(...seed.demoUsers.map((u, i) => ({ ...u, create: signedUp(i), update: signedUp(i), password: u.username })));
  }
  const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    await tx.insert(t.groups).values(
      seed.groups.map((g) => ({
        id: g.id,
        parentId: g.parentId,
        order: g.order,
        nameEn: g.name.en,
        nameZh: g.name.zh,
        status: asStatus(g.status),
        createdAt: g.create,
      })),
    );
    await tx.insert(t.permissions).values(
      seed.permissions.map((p) => ({
        id: p.id,
        parentId: p.parentId,
        order: p.order,
        path: p.path,
        type: p.type === 'action' ? ('action' as const) : ('menu' as const),
        action: asAction(p.action),
        nameEn: p.name.en,
        nameZh: p.name.zh,
        icon: 'icon' in p ? p.icon : null,
        status: asStatus(p.status),
        createdAt: p.create,
      })),
    );
    await tx.insert(t.roles).values(
      seed.roles.map((r) => ({
        id: r.id,
        code: r.role,
        nameEn: r.name.en,
        nameZh: r.name.zh,
        status: asStatus(r.status),
        mfaRequired: options.superMfa === true && r.role === 'super',
        createdAt: r.create,
        updatedAt: r.update,
      })),
    );
    await tx
      .insert(t.rolePermissions)
      .values(seed.roles.flatMap((r) => r.permissions.map((permissionId) => ({ roleId: r.id, permissionId }))));
    await insertUsers(tx, users, hashes);
  });
  return true;
}

async function insertUsers(db: Pick<Db, 'insert'>, users: SeedUser[], hashes: string[]) {
  const roleIds = new Map(seed.roles.map((r) => [r.role, r.id]));
  await db.insert(t.users).values(
    users.map((u, i) => ({
      id: u.id,
      username: u.username,
      name: u.name.en,
      nameZh: u.name.zh === u.name.en ? null : u.name.zh,
      email: u.email,
      phone: u.phone,
      groupId: u.group,
      status: asStatus(u.status),
      passwordHash: hashes[i] ?? '',
      createdAt: u.create,
      updatedAt: u.update,
    })),
  );
  await db
    .insert(t.userRoles)
    .values(users.flatMap((u) => u.roles.map((code) => ({ userId: u.id, roleId: roleIds.get(code) ?? code }))));
  await db
    .insert(t.userPermissions)
    .values(users.flatMap((u) => u.permissions.map((permissionId) => ({ userId: u.id, permissionId }))));
}

function asStatus(value: string): '0' | '1' {
  return value === '0' ? '0' : '1';
}

function asAction(value: string | null): 'add' | 'delete' | 'edit' | null {
  return value === 'add' || value === 'delete' || value === 'edit' ? value : null;
}
