import { endpoint } from '@/tests/support/endpoint';
import { call } from './call';

const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: addUser } = endpoint('/api/system/users/add');

let serial = 0;

/** Creates a user (as super, whose token is given) holding `roles`, and answers its username and id. */
export async function createUser(superToken: string, options: { roles?: string[]; group?: string; password?: string; prefix?: string } = {}) {
  serial += 1;
  const username = `${options.prefix ?? 'acct'}${process.pid % 1000}x${serial}`;
  const res = await call(addUser, {
    token: superToken,
    body: {
      name: `Person ${serial}`,
      username,
      email: `${username}@example.com`,
      phone: '123456',
      group: options.group ?? '0003',
      roles: options.roles ?? [],
      password: options.password ?? 'valid-pass-77',
    },
  });
  if (res.status !== 200) throw new Error(`add user failed: ${JSON.stringify(res.body)}`);
  return { username, id: res.body.data.id as string, password: options.password ?? 'valid-pass-77' };
}

/** Creates a role with the given permission ids and data scope, and answers its code. */
export async function createRole(superToken: string, permissions: string[], dataScope: 'all' | 'group-tree' | 'group' | 'self') {
  serial += 1;
  const role = `acctrole${serial}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');
  const res = await call(addRole, { token: superToken, body: { role, nameEn: `Role ${serial}`, nameZh: `角色 ${serial}`, permissions, dataScope } });
  if (res.status !== 200) throw new Error(`add role failed: ${JSON.stringify(res.body)}`);
  return role;
}
