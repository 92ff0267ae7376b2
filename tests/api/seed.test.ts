import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/server/password';
import * as t from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/db/seed';
import type { Db } from '@/lib/db/types';

async function freshDb() {
  const client = await PGlite.create();
  const db = drizzle(client, { schema: t });
  await migrate(db, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  const typed: Db = db;
  return { client, db: typed };
}

describe('seedIfEmpty', () => {
  it('without demo data seeds the tree, the roles and one super account with the given password', async () => {
    const { client, db } = await freshDb();
    expect(await seedIfEmpty(db, { demo: false, superPassword: 'Long-Initial-Secret' })).toBe(true);
    const users = await db.select().from(t.users);
    expect(users.map((u) => u.username)).toEqual(['super']);
    expect(await verifyPassword('Long-Initial-Secret', users[0]?.passwordHash ?? '')).toBe(true);
    expect(await db.$count(t.groups)).toBe(7);
    expect(await db.$count(t.permissions)).toBe(41);
    expect(await db.$count(t.roles)).toBe(3);
    expect(await seedIfEmpty(db, { demo: false, superPassword: 'x' })).toBe(false);
    await client.close();
  });

  it('makes the super role require a second factor on a production database only (superMfa)', async () => {
    for (const [superMfa, expected] of [[true, true], [undefined, false]] as const) {
      const { client, db } = await freshDb();
      await seedIfEmpty(db, { demo: !superMfa, superPassword: 'Long-Initial-Secret', superMfa });
      const roles = await db.select({ code: t.roles.code, mfaRequired: t.roles.mfaRequired }).from(t.roles).orderBy(t.roles.id);
      expect(roles).toEqual([
        { code: 'super', mfaRequired: expected },
        { code: 'admin', mfaRequired: false },
        { code: 'user', mfaRequired: false },
      ]);
      await client.close();
    }
  }, 120_000);

  it('with demo data seeds the 23 demo users with their username as password', async () => {
    const { client, db } = await freshDb();
    await seedIfEmpty(db, { demo: true, superPassword: 'super' });
    const users = await db.select().from(t.users);
    expect(users).toHaveLength(24);
    const user007 = users.find((u) => u.username === 'user007');
    expect(await verifyPassword('user007', user007?.passwordHash ?? '')).toBe(true);
    await client.close();
  });
});
