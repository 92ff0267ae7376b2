// Bulk data for bench:scale, loaded with SQL into a migrated and seeded database (PostgreSQL through pg,
// or the embedded PGlite: both clients answer `.query(text, params)`): groups six levels deep, users over
// those groups with two statuses, three roles and ~70 days of sign-ups, and audit entries over ~58 days
// from 200 writers and the four entities. The two sizes share that shape.

import pg from 'pg';

// `subtreePage` is the page the group subtree case asks for: ~5,000 of b00001's ~25,000 users, ~500 of its ~3,300.

/** PostgreSQL: 100,000 users, 5,000 groups (four children each), 1,000,000 audit entries. */
export const postgresScale = { users: 100_000, groups: 5000, fanout: 4, audit: 1_000_000, subtreePage: 500 };
/** The embedded database: 10,000 users, 500 groups (three children each, so still six levels), 100,000 audit entries. */
export const embeddedScale = { users: 10_000, groups: 500, fanout: 3, audit: 100_000, subtreePage: 50 };

/** Groups in breadth-first order, `fanout` children each below the root `00`: `b00001` is the first on level 1. */
function groupTree({ groups: count, fanout }) {
  const ids = [];
  const parents = [];
  const orders = [];
  let queue = ['00'];
  while (ids.length < count) {
    const next = [];
    for (const parent of queue) {
      for (let child = 0; child < fanout && ids.length < count; child++) {
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

/** Loads `scale` (postgresScale or embeddedScale) and runs `vacuum analyze`; answers the seconds it took. */
export async function loadScaleData(client, scale) {
  const started = performance.now();
  const groups = groupTree(scale);
  // One sign-up a minute for 100,000 users and an audit entry every 5 s for 1,000,000: the same spans at any size.
  const signupSeconds = 6_000_000 / scale.users;
  const auditSeconds = 5_000_000 / scale.audit;
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
       case when i % 10 = 0 then '0' else '1' end, 'x', now() - i * $4::int * interval '1 second', now()
     from generate_series(1, $3::int) i`,
    [groups.ids, scale.groups, scale.users, signupSeconds],
  );
  await client.query(`insert into user_roles select (400000000 + i)::text, '000' || (1 + i % 3) from generate_series(1, $1::int) i`, [scale.users]);
  // The access inspector's case (issue 29): a user with all three roles (bench1 holds 0002 already).
  await client.query(`insert into user_roles values ('400000001', '0001'), ('400000001', '0003')`);
  await client.query(
    `insert into audit_log (at, user_id, username, method, endpoint, entity, action, ids, before, after)
     select now() - i * $2::int * interval '1 second', (400000000 + i % 200)::text, 'bench' || (i % 200), 'POST',
       '/api/system/' || e || '/edit', e, 'edit', array[(i % 1000)::text], '{}', '{"name":"x"}'
     from generate_series(1, $1::int) i, lateral (select (array['users','roles','groups','permissions'])[1 + i % 4] as e) entity`,
    [scale.audit, auditSeconds],
  );
  await client.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}

/** Runs `run` with a pg client connected to `connectionString`, closed after. */
export async function withClient(connectionString, run) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
