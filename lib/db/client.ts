import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Client as PgClient } from 'pg';
import { config } from '@/lib/config';
import { log } from '@/lib/server/log';
import * as schema from './schema';
import { readSnapshot, saveSnapshot, snapshotPath } from './embedded';
import { queryCounter } from './query-count';
import { seedResources } from './resource-seeds';
import { seedIfEmpty, type SeedOptions } from './seed';
import { seedDay } from './seed-dates';
import type { Db } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (a plain identifier) from any instance: PGlite's own
   * listen, or one dedicated node-postgres connection per call that reconnects when dropped. Answers the
   * function that stops listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
}

const migrationsFolder = path.join(process.cwd(), 'drizzle');
// One database per process, shared by route handlers, pages and the proxy (and kept across dev reloads).
const store = globalThis as typeof globalThis & { __consoleDatabase?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  store.__consoleDatabase ??= open().catch((error: unknown) => {
    store.__consoleDatabase = undefined;
    throw error;
  });
  return store.__consoleDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Closes the process's database (tests and graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const pending = store.__consoleDatabase;
  store.__consoleDatabase = undefined;
  if (pending) await (await pending).close();
}

function open(): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}

async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // The demo database (in memory, demo passwords) starts from a cached snapshot when there is one.
  const cacheable = !dataDir && !config.superPassword;
  // One day for the snapshot's name and the seed's dates, even when the start straddles midnight.
  const today = seedDay(new Date());
  const snapshot = cacheable ? await snapshotPath(migrationsFolder, today) : undefined;
  const loadDataDir = snapshot ? await readSnapshot(snapshot) : undefined;
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined, { loadDataDir });
  const db: Db = drizzle(client, { schema, logger: queryCounter });
  await migrate(drizzle(client), { migrationsFolder });
  const seeded = !loadDataDir && (await seedIfEmpty(db, { demo: true, superPassword: config.superPassword ?? 'super', today }));
  // The registered resources' menu items, once per database (a snapshot made before one was registered lacks it).
  await seedResources(db);
  if (seeded && snapshot) await saveSnapshot(client, snapshot);
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    const stop = await client.listen(channel, onPayload);
    return () => stop().catch(() => undefined);
  };
  return { db, kind: 'pglite', close: () => client.close(), listen };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { Pool, Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Migrate and seed on one connection under an advisory lock, so instances starting together take turns.
  const setup = new Client({ connectionString });
  await setup.connect();
  try {
    await setup.query('select pg_advisory_lock(7243101)');
    await migrate(drizzle(setup), { migrationsFolder });
    const setupDb: Db = drizzle(setup, { schema });
    await seedIfEmpty(setupDb, postgresSeedOptions());
    await seedResources(setupDb);
  } finally {
    await setup.query('select pg_advisory_unlock(7243101)').catch(() => undefined);
    await setup.end();
  }
  const pool = new Pool({ connectionString, max: config.poolMax });
  // A connection the server drops (restart, failover, terminate) must not crash the process: the pool
  // replaces it, and a query running on it fails and is answered as an error.
  const open = new Set<object>();
  pool.on('connect', (client) => {
    open.add(client);
    client.on('error', (error) => log.warn({ err: error }, 'database: connection lost'));
  });
  const closed = new Promise<void>((resolve) =>
    pool.on('remove', (client) => {
      open.delete(client);
      if (pool.ended && open.size === 0) resolve();
    }),
  );
  const db: Db = drizzle(pool, { schema, logger: queryCounter });
  await db.execute(sql`select 1`);
  // pool.end() resolves before its sockets have closed; wait for them, so nothing outlives close().
  const listeners = new Set<() => Promise<void>>();
  const close = async () => {
    await Promise.all([...listeners].map((stop) => stop()));
    await pool.end();
    if (open.size > 0) await closed;
  };
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    const stop = await listenPostgres(() => new Client({ connectionString }), channel, onPayload);
    listeners.add(stop);
    return () => (listeners.delete(stop), stop());
  };
  return { db, kind: 'postgres', close, listen };
}

/** One connection that LISTENs on `channel`; a dropped one is replaced a second later (NOTIFYs in between are lost: readers catch up by id). */
async function listenPostgres(connect: () => PgClient, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let current: PgClient | undefined;
  const reopen = () =>
    setTimeout(() => {
      if (!stopped) open().catch((error: unknown) => (log.warn({ err: error }, 'database: listening again failed'), reopen()));
    }, 1000).unref();
  const open = async (): Promise<void> => {
    const client = connect();
    current = client;
    let connected = false;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (error) => log.warn({ err: error }, 'database: listening connection lost'));
    client.on('end', () => {
      if (connected && !stopped) reopen();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    connected = true;
  };
  await open();
  return async () => {
    stopped = true;
    await current?.end().catch(() => undefined);
  };
}

function postgresSeedOptions(): SeedOptions {
  const superPassword = config.superPassword ?? (config.seedDemo ? 'super' : undefined);
  return {
    demo: config.seedDemo,
    // A production database: `super` signs in with a second factor; the demo keeps super/super alone.
    superMfa: !config.seedDemo,
    get superPassword(): string {
      if (!superPassword) {
        throw new Error(
          'SUPER_PASSWORD is required to seed an empty PostgreSQL database (or set SEED_DEMO=1 for the demo accounts).',
        );
      }
      return superPassword;
    },
  };
}
