// Bulk data for bench:scale, loaded with SQL into a migrated and seeded database: 5,000 groups six
// levels deep, 100,000 users over those groups, two statuses, three roles and ~70 days of sign-ups, and
// 1,000,000 audit entries over ~58 days from 200 writers and the four entities.
export const groupCount = 5000;
export const userCount = 100_000;
export const auditCount = 1_000_000;

/** Groups in breadth-first order, four children each below the root `00`: levels 1 to 6. */
function groupTree() {
  const ids = [];
  const parents = [];
  const orders = [];
  let queue = ['00'];
  while (ids.length < groupCount) {
    const next = [];
    for (const parent of queue) {
      for (let child = 0; child < 4 && ids.length < groupCount; child++) {
        const id = `b${String(ids.length + 1).padStart(5, '0')}`;
        ids.push(id);
        parents.push(parent);
        // Seeded children of the root hold orders 0..2.
        orders.push(parent === '00' ? 100 + child : child);
        next.push(id);
      }
    }
    queue = next;
  }
  return { ids, parents, orders };
}

/** Loads everything; answers the seconds it took. */
export async function loadScaleData(client) {
  const started = performance.now();
  const groups = groupTree();
  await client.query(
    `insert into groups (id, parent_id, sort_order, name_en, name_zh)
     select id, parent_id, sort_order, 'Bench group ' || id, '测试组 ' || id
     from unnest($1::text[], $2::text[], $3::int[]) as g(id, parent_id, sort_order)`,
    [groups.ids, groups.parents, groups.orders],
  );
  await client.query(
    `insert into users (id, username, name, name_zh, email, phone, group_id, status, password_hash, created_at, updated_at)
     select (400000000 + i)::text, 'bench' || i, 'Bench ' || md5(i::text), case when i % 2 = 0 then '测试' || md5(i::text) end,
       'b' || i || '@example.com', '1390' || lpad(i::text, 7, '0'), ($1::text[])[(i * 7919) % $2 + 1],
       case when i % 10 = 0 then '0' else '1' end, 'x', now() - i * interval '1 minute', now()
     from generate_series(1, $3::int) i`,
    [groups.ids, groupCount, userCount],
  );
  await client.query(`insert into user_roles select (400000000 + i)::text, '000' || (1 + i % 3) from generate_series(1, $1::int) i`, [userCount]);
  await client.query(
    `insert into audit_log (at, user_id, username, method, endpoint, entity, action, ids, before, after)
     select now() - i * interval '5 seconds', (400000000 + i % 200)::text, 'bench' || (i % 200), 'POST',
       '/api/system/' || e || '/edit', e, 'edit', array[(i % 1000)::text], '{}', '{"name":"x"}'
     from generate_series(1, $1::int) i, lateral (select (array['users','roles','groups','permissions'])[1 + i % 4] as e) entity`,
    [auditCount],
  );
  await client.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}
