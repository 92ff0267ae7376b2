import 'server-only';
import { getDatabase, type Database } from '@/lib/db/client';
import { log } from '@/lib/server/log';
import { activateDue, msToNextStart } from './broadcast';
import { everyone, notificationChannel, rescheduled } from './notify';

type Wake = () => void;

interface Hub {
  waiting: Map<string, Set<Wake>>;
  /** Sets the timer for the next scheduled broadcast's start afresh, from the database. */
  reschedule: () => void;
}

// One listener per process and database (the tests open and close several databases in one process).
const hubs = new WeakMap<Database, Promise<Hub>>();
// A timer never sleeps longer than this, so a clock that drifts or a lost NOTIFY costs at most this long.
const longestSleepMs = 60_000;

/**
 * The next scheduled broadcast's timer. Nothing is kept but the timer: each (re)schedule reads the next
 * start from the database, on start, on every `@` (the schedule changed, on any instance) and `*` (one
 * started), and after each firing; when it fires, the first instance to take a due row starts it and its
 * NOTIFY wakes every instance's streams (lib/notifications/broadcast.ts).
 */
function scheduler(database: Database, active: () => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading = false;
  let again = false;
  const fire = () => {
    timer = undefined;
    activateDue(database.db)
      .catch((error: unknown) => log.warn({ err: error }, 'notifications: starting scheduled broadcasts failed'))
      .finally(reschedule);
  };
  const reschedule = () => {
    if (reading) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    if (!active()) return;
    reading = true;
    msToNextStart(database.db)
      .then((ms) => {
        if (ms !== null) timer = setTimeout(fire, Math.min(Math.max(ms, 0), longestSleepMs));
        timer?.unref?.();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'notifications: reading the next scheduled broadcast failed'))
      .finally(() => {
        reading = false;
        if (again) {
          again = false;
          reschedule();
        }
      });
  };
  return reschedule;
}

function start(database: Database): Promise<Hub> {
  const waiting = new Map<string, Set<Wake>>();
  // Only a process with open streams keeps a timer: the list starts due broadcasts itself when read.
  const hub: Hub = { waiting, reschedule: scheduler(database, () => waiting.size > 0) };
  const wakeAll = (wakes: Iterable<Wake>) => {
    for (const wake of wakes) wake();
  };
  return database
    .listen(notificationChannel, (payload) => {
      if (payload === everyone || payload === rescheduled) hub.reschedule();
      if (payload === everyone) for (const wakes of waiting.values()) wakeAll(wakes);
      else wakeAll(waiting.get(payload) ?? []);
    })
    .then(() => hub);
}

/**
 * Calls `wake` whenever a notification for `userId` (or for everyone) is written, or a scheduled one
 * starts, on any instance. The caller then reads what is new by id. Answers the function that stops.
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
  const { waiting, reschedule } = await hub;
  const first = waiting.size === 0;
  const wakes = waiting.get(userId) ?? new Set<Wake>();
  waiting.set(userId, wakes);
  wakes.add(wake);
  if (first) reschedule();
  return () => {
    wakes.delete(wake);
    if (wakes.size === 0 && waiting.get(userId) === wakes) waiting.delete(userId);
  };
}
