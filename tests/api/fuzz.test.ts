import { endpoint } from '@/tests/support/endpoint';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../support/auth';
import { call, type CallOptions } from '../support/call';
import { dumpUsersAndRoles } from '../support/system';

const { DELETE: deleteRoles, POST: listRoles } = endpoint('/api/system/roles');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { DELETE: deleteUsers, POST: listUsers } = endpoint('/api/system/users');
const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: resetPassword } = endpoint('/api/system/users/reset/{id}');

// The session lookup (three queries) would dominate 10,000 calls; the fuzz targets body validation
// and business rules, so one token's session is looked up once. Nothing the fuzz sends may change
// it: the tables are compared before and after. Authentication itself is tested elsewhere.
vi.mock('@/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/session')>();
  const sessions = new Map<string, ReturnType<typeof actual.sessionFromToken>>();
  return {
    ...actual,
    sessionFromToken(token: string | undefined) {
      if (!token) return actual.sessionFromToken(token);
      const session = sessions.get(token) ?? actual.sessionFromToken(token);
      sessions.set(token, session);
      return session;
    },
  };
});

type Handler = Parameters<typeof call>[0];
interface Request {
  handler: Handler;
  options: CallOptions;
}

const superId = '100000023';
const writes: [Handler, string][] = [
  [addUser, 'POST'],
  [editUser, 'POST'],
  [deleteUsers, 'DELETE'],
  [addRole, 'POST'],
  [editRole, 'POST'],
  [deleteRoles, 'DELETE'],
];
const fields = ['id', 'name', 'username', 'email', 'phone', 'group', 'status', 'roles', 'permissions', 'password', 'role'];

const overLimit = 'A'.repeat(1024 * 1024 + 1);
// Strings that look like attacks or break naive code, plus random and huge ones.
const nasty = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '1; DELETE FROM roles',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '%',
    '_',
    '\\',
    '\u0000',
    '../../etc/passwd',
    '${process.exit()}',
    '__proto__',
    'constructor',
    '𝕬𝖉𝖒𝖎𝖓',
    'ｓｕｐｅｒ',
    '',
    ' ',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.oneof(
    { weight: 30, arbitrary: fc.nat({ max: 100_000 }).map((n) => 'A'.repeat(n)) },
    { weight: 1, arbitrary: fc.constant(overLimit) },
  ),
);
const value = fc.oneof(nasty, fc.jsonValue({ maxDepth: 4 }), fc.array(nasty, { maxLength: 5 }), fc.constant(null));
const junkObject = fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })), value, { maxKeys: 8 });
const junkBody = fc.oneof(junkObject, fc.jsonValue({ maxDepth: 5 }), fc.array(value, { maxLength: 5 }));

/** Bodies of the right shape that every business rule must refuse (nothing may be written). */
const existingUsername = fc.constantFrom('USER001', 'User007', 'super', 'SUPER');
const ghostId = fc.stringMatching(/^zz[a-z0-9]{1,10}$/);
const validUser = {
  name: fc.oneof(fc.constantFrom('Mallory', "Robert'); DROP TABLE users;--", '<b>bold</b>', 'nul\u0000byte', 'lone\ud800'), nasty),
  email: fc.constant('m@example.com'),
  phone: fc.constant('+1 555-0100'),
};
// Text the database cannot store: these bodies would be written but for it.
const unstorable = fc.constantFrom('nul\u0000byte', 'lone\ud800 surrogate', '\u0000\u0000', 'x\udfff');
const to = (handler: Handler, method: string) => (body: unknown): Request => ({ handler, options: { method, body } });
const refused: fc.Arbitrary<Request> = fc.oneof(
  fc.record({ ...validUser, username: existingUsername, group: fc.constant('0001') }).map(to(addUser, 'POST')),
  fc.record({ ...validUser, username: fc.constant('newbie'), group: ghostId }).map(to(addUser, 'POST')),
  fc.record({ ...validUser, username: fc.constant('newbie'), group: fc.constant('0001'), roles: fc.array(ghostId, { minLength: 1 }) }).map(to(addUser, 'POST')),
  fc.record({ ...validUser, username: fc.constant('newbie'), group: fc.constant('0001'), permissions: fc.array(ghostId, { minLength: 1 }) }).map(to(addUser, 'POST')),
  fc.record({ id: ghostId, ...validUser }).map(to(editUser, 'POST')),
  fc.record({ id: fc.constant(superId), status: fc.constant('0') }).map(to(editUser, 'POST')),
  fc.record({ id: fc.constant('100000002'), username: existingUsername, name: validUser.name }).map(to(editUser, 'POST')),
  fc.record({ id: fc.constant('100000002'), group: ghostId, status: fc.constant('0') }).map(to(editUser, 'POST')),
  fc.array(ghostId, { minLength: 1, maxLength: 5 }).map(to(deleteUsers, 'DELETE')),
  fc.array(fc.constantFrom('100000001', superId), { minLength: 1 }).map((ids) => to(deleteUsers, 'DELETE')([...ids, superId])),
  fc.record({ role: fc.constantFrom('ADMIN', 'Super', 'user'), name: fc.constant('Dup') }).map(to(addRole, 'POST')),
  fc.record({ role: fc.constant('fresh'), name: fc.constant('Fresh'), permissions: fc.array(ghostId, { minLength: 1 }) }).map(to(addRole, 'POST')),
  fc.record({ id: ghostId, name: fc.constant('Ghost') }).map(to(editRole, 'POST')),
  fc.constantFrom({ id: '0001', status: '0' }, { id: '0001', role: 'root' }, { id: '0002', role: 'USER' }).map(to(editRole, 'POST')),
  fc.constantFrom(['0001'], ['0002'], ['0003'], ['0002', '0003']).map(to(deleteRoles, 'DELETE')),
  fc.array(ghostId, { minLength: 1 }).map(to(deleteRoles, 'DELETE')),
  fc.record({ ...validUser, name: unstorable, username: fc.constant('fuzzer'), group: fc.constant('0001') }).map(to(addUser, 'POST')),
  fc.record({ id: fc.constant('100000002'), name: unstorable }).map(to(editUser, 'POST')),
  fc.record({ id: fc.constant('100000002'), roles: unstorable.map((r) => [r]) }).map(to(editUser, 'POST')),
  fc.record({ role: fc.constant('fuzzer'), name: unstorable }).map(to(addRole, 'POST')),
  fc.record({ id: fc.constant('0003'), name: unstorable }).map(to(editRole, 'POST')),
);

let token: string;
const request: fc.Arbitrary<Request> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...writes), junkBody).map(([[handler, method], body]) => ({ handler, options: { method, body } })) },
  { weight: 3, arbitrary: refused },
  { weight: 1, arbitrary: fc.oneof(ghostId, nasty).map((id) => ({ handler: resetPassword, options: { method: 'POST', params: { id } } })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...writes), fc.string({ maxLength: 30 })).map(([[handler, method], raw]) => ({
      handler,
      options: { method, raw, headers: { 'content-type': 'application/json' } },
    })),
  },
);
// Mostly well-formed list bodies with hostile filter values, plus junk.
const page = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) }, fc.integer(), fc.double(), fc.constant('1'));
const size = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 100 }) }, fc.integer({ min: -1, max: 101 }), fc.constant(null));
const orderValue = fc.oneof({ weight: 5, arbitrary: fc.constantFrom('asc', 'desc') }, fc.constantFrom('ASC', ''));
const userListBody = fc.record(
  {
    filterField: fc.oneof({ weight: 5, arbitrary: fc.constantFrom('name', 'username', 'email', 'phone') }, fc.constant('roles')),
    filterValue: nasty,
    group: fc.oneof(nasty, fc.constantFrom('', '00', '0003', '000301')),
    page,
    size,
    orderField: fc.oneof({ weight: 5, arbitrary: fc.constantFrom('name', 'username', 'email', 'phone', 'group', 'status', 'create') }, fc.constant('id')),
    orderValue,
  },
  { requiredKeys: [] },
);
const roleListBody = fc.record(
  {
    role: nasty,
    name: nasty,
    status: fc.oneof({ weight: 5, arbitrary: fc.constantFrom('0', '1', 'all') }, fc.constant('on')),
    page,
    size,
    orderField: fc.oneof({ weight: 5, arbitrary: fc.constantFrom('name', 'role', 'status', 'create') }, fc.constant('id')),
    orderValue,
  },
  { requiredKeys: [] },
);
const listing: fc.Arbitrary<Request> = fc.oneof(
  userListBody.map((body) => ({ handler: listUsers, options: { body } })),
  roleListBody.map((body) => ({ handler: listRoles, options: { body } })),
  fc.tuple(fc.constantFrom(listUsers, listRoles), junkBody).map(([handler, body]) => ({ handler, options: { body } })),
);

beforeAll(async () => {
  token = await signIn();
});

describe('fuzzing the users and roles endpoints', () => {
  it('answers every generated bad write with a 4xx envelope and leaves the tables as they were', async () => {
    const before = await dumpUsersAndRoles();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, fc.constantFrom('en', 'zh'), async ({ handler, options }, locale) => {
        const res = await call(handler, { ...options, token, locale });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.code).toBe(res.status);
        expect(typeof res.body.message).toBe('string');
      }),
      // 2,000 generated writes per database reach every status below; FUZZ_RUNS asks for a deeper run.
      { numRuns: Number(process.env.FUZZ_RUNS) || 2_000 },
    );
    expect(await dumpUsersAndRoles()).toBe(before);
    // The run reached validation (400), the business rules (404, 409) and the body limits (413).
    for (const status of [400, 404, 409, 413]) expect(statuses.get(status), `${status}`).toBeGreaterThan(0);
  }, 120_000);

  it('never fails on generated list bodies', async () => {
    await fc.assert(
      fc.asyncProperty(listing, async ({ handler, options }) => {
        const res = await call(handler, { ...options, token });
        expect(res.status).toBeLessThan(500);
        expect(res.body.code).toBe(res.status);
      }),
      { numRuns: 1_000 },
    );
  }, 60_000);
});
