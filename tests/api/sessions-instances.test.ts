import { endpoint } from '@/tests/support/endpoint';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDatabase, type Database } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { DELETE: signOut, POST: list } = endpoint('/api/system/sessions');

// Two app handles (two connection pools, as two instances have) on one PostgreSQL database: a
// session signed out through A answers 401 through B on its next request, because a session is a
// row of the shared database and every request reads it (tests/server/two-instances.test.ts runs
// two real servers).
const store = globalThis as typeof globalThis & { __consoleDatabase?: Promise<Database> };
let a: Promise<Database> | undefined;
let b: Promise<Database> | undefined;

/** Runs `work` as the given instance: route handlers take the process's database handle from the store. */
async function on<T>(instance: Promise<Database> | undefined, work: () => Promise<T>): Promise<T> {
  store.__consoleDatabase = instance;
  return work();
}

afterAll(async () => {
  if (b) await (await b).close();
  store.__consoleDatabase = a;
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('sessions across two instances on one PostgreSQL database', () => {
  it('signs a session out on A: its token answers 401 on B', async () => {
    a = getDatabase();
    await a;
    store.__consoleDatabase = undefined;
    b = getDatabase();
    expect(await b).not.toBe(await a);
    const victimOnB = await on(b, () => signIn('user014'));
    const superOnA = await on(a, () => signIn());
    expect(await on(b, async () => (await call(userInfo, { token: victimOnB })).status)).toBe(200);
    const sessions = await on(a, () => call(list, { token: superOnA, body: { username: 'user014' } }));
    const id = sessions.body.data.list[0]?.id;
    expect(id).toBeTypeOf('string');
    expect((await on(a, () => call(signOut, { token: superOnA, method: 'DELETE', body: [id] }))).status).toBe(200);
    expect(await on(b, async () => (await call(userInfo, { token: victimOnB })).status)).toBe(401);
    expect(await on(b, async () => (await call(userInfo, { token: superOnA })).status)).toBe(200);
  });
});
