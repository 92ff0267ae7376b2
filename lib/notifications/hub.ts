import 'server-only';
import { getDatabase, type Database } from '@/lib/db/client';
import { log } from '@/lib/server/log';
import { everyone, notificationChannel } from './notify';

type Wake = () => void;

interface Hub {
  waiting: Map<string, Set<Wake>>;
}

// One listener per process and database (the tests open and close several databases in one process).
const hubs = new WeakMap<Database, Promise<Hub>>();

function start(database: Database): Promise<Hub> {
  const hub: Hub = { waiting: new Map() };
  const wakeAll = (wakes: Iterable<Wake>) => {
    for (const wake of wakes) wake();
  };
  return database
    .listen(notificationChannel, (payload) => {
      if (payload === everyone) for (const wakes of hub.waiting.values()) wakeAll(wakes);
      else wakeAll(hub.waiting.get(payload) ?? []);
    })
    .then(() => hub);
}

/**
 * Calls `wake` whenever a notification for `userId` (or for everyone) is written, on any instance. The
 * caller then reads what is new by id. Answers the function that stops.
 */
export async function subscribe(userId: string, wake: Wake): Promise<() => void> {
  const database = await getDatabase();
  let hub = hubs.get(database);
  if (!hub) {
    hub = start(database);
    hubs.set(database, hub);
    hub.catch((error: unknown) => {
      log.error({ err: error }, 'notifications: listening failed');
      hubs.delete(database);
    });
  }
  const { waiting } = await hub;
  const wakes = waiting.get(userId) ?? new Set<Wake>();
  waiting.set(userId, wakes);
  wakes.add(wake);
  return () => {
    wakes.delete(wake);
    if (wakes.size === 0 && waiting.get(userId) === wakes) waiting.delete(userId);
  };
}
