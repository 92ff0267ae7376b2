import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFromToken, type Session } from '@/lib/auth/session';
import { queriesSent } from '@/lib/db/query-count';
import { explainAccess } from '@/resources/access/explain';
import { inspectUser } from '@/resources/access/inspect';
import { endpoint } from '@/tests/support/endpoint';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';

// The statements the access inspector and explainer send (issue 29's bench: p99 ≤ 50 ms at 100,000
// users), whatever the user holds: one statement for the user with their group, roles and grants (and,
// for a super session, what it holds: every permission and role), and one for the scope's groups or the
// record's place. A session that is not super reads its holdings beside them.
const { GET: inspect } = endpoint('/api/system/access/user/{id}');
const { POST: explain } = endpoint('/api/system/access/explain');

let token: string;
let session: Session;
let target: { id: string };
let other: { id: string };

const queriesOf = async (run: () => Promise<unknown>) => {
  const before = queriesSent();
  await run();
  return queriesSent() - before;
};

beforeAll(async () => {
  token = await signIn();
  const found = await sessionFromToken(token);
  if (!found) throw new Error('no session');
  session = found;
  // Three roles, the widest scoped to the user's group (so the inspector names its groups).
  const roles = [await createRole(token, ['0005', '000500'], 'group'), await createRole(token, ['0005', '000504'], 'self'), await createRole(token, ['0000'], 'self')];
  target = await createUser(token, { roles, group: '000301' });
  other = await createUser(token, { roles: ['user'], group: '000301' });
});

describe('statements per access request', () => {
  it('the inspector: the user with roles, grants and super\'s holdings, the groups of the scope', async () => {
    expect(await queriesOf(() => inspectUser(target.id, 'all', session, 'en'))).toBe(2);
    // The whole request adds the session read alone.
    const res = { status: 0 };
    expect(await queriesOf(async () => Object.assign(res, await call(inspect, { token, params: { id: target.id }, url: '/api/test?role=all' })))).toBe(3);
    expect(res.status).toBe(200);
  });

  it('the explainer: the user with roles, grants and super\'s holdings, the place of the record', async () => {
    const body = { userId: target.id, role: 'all', path: '/system/user', action: 'edit' as const, recordId: other.id };
    expect(await queriesOf(() => explainAccess(body, session, 'en'))).toBe(2);
    expect(await queriesOf(() => explainAccess({ ...body, recordId: undefined }, session, 'en'))).toBe(1);
    const res = { status: 0 };
    expect(await queriesOf(async () => Object.assign(res, await call(explain, { token, body })))).toBe(3);
    expect(res.status).toBe(200);
  });
});
