import { endpoint } from '@/tests/support/endpoint';
import { describe, expect, it } from 'vitest';
import { POST as currentRole } from '@/app/api/user/currentRole/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { registeredResources } from '@/resources/index';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { GET: allPermissions, POST: listPermissions } = endpoint('/api/system/permissions');

// A role holding only the role page may read the permission list (its dialog picks permissions),
// but not the permission page's own filtered list.
describe('a permission declared as any of several paths', () => {
  it('lets each listed page through and refuses the rest', async () => {
    const db = await getDb();
    await db.insert(t.roles).values({ id: '0009', code: 'auditor', nameEn: 'Auditor', nameZh: '审计员' });
    await db.insert(t.rolePermissions).values([
      { roleId: '0009', permissionId: '0005' },
      { roleId: '0009', permissionId: '000501' },
    ]);
    await db.insert(t.userRoles).values({ userId: '100000003', roleId: '0009' });
    const token = await signIn('user003');
    expect((await call(currentRole, { token, body: { role: 'auditor' } })).status).toBe(200);
    const all = await call(allPermissions, { token });
    expect(all.status).toBe(200);
    // data/seed.json's 21 (sections and demo pages) and each registered resource's menu item and actions
    // (the system pages' 20 and the notices' 4: 45, and any added since)
    const seeded = registeredResources.reduce((n, r) => n + (r.menu ? 1 + r.menu.actions.length : 0), 0);
    expect(all.body.data).toHaveLength(21 + seeded);
    expect((await call(listPermissions, { token, body: {} })).status).toBe(403);

    expect((await call(currentRole, { token, body: { role: 'super' } })).status).toBe(200);
    const another = await signIn('user002');
    await call(currentRole, { token: another, body: { role: 'user' } });
    expect((await call(allPermissions, { token: another })).status).toBe(403);
  });
});
