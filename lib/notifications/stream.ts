import 'server-only';
import { log } from '@/lib/server/log';
import { subscribe } from './hub';
import { notificationsAfter } from './inbox';
import { notificationEvent } from './kinds';

export interface StreamOptions {
  userId: string;
  /** the last id the client saw (Last-Event-ID); the stream sends what came after it, then what comes */
  after: number;
  /** whether the session is still live (checked before each send and every heartbeat; ends the stream when not) */
  alive: () => Promise<boolean>;
  /** the request's signal: the client went away */
  signal: AbortSignal;
  heartbeatMs?: number;
}

const batch = 100;
const encoder = new TextEncoder();

/**
 * The Server-Sent Events of one user's notifications: `retry`, then each notification after `after` as
 * `id:`/`event: notification`/`data:` (JSON), then each new one as the hub wakes it (any instance's
 * write), with a comment line as heartbeat. A session that ends closes the stream with `event: signedOut`.
 */
export function notificationStream({ userId, after, alive, signal, heartbeatMs = 25_000 }: StreamOptions): ReadableStream<Uint8Array> {
  let last = after;
  let closed = false;
  let stop = () => {};
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    stop();
    clearInterval(heartbeat);
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
  };
  const send = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const ended = async () => {
    if (await alive()) return false;
    send('event: signedOut\ndata: {}\n\n');
    close();
    return true;
  };
  // Reads run one at a time, so no notification is sent twice or out of order.
  let reading = Promise.resolve();
  const pump = () => {
    reading = reading
      .then(async () => {
        if (closed || (await ended())) return;
        for (;;) {
          const items = await notificationsAfter(userId, last, batch);
          for (const item of items) {
            send(`id: ${item.id}\nevent: ${notificationEvent}\ndata: ${JSON.stringify(item)}\n\n`);
            last = item.id;
          }
          if (items.length < batch || closed) return;
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'notifications: stream read failed'));
  };
  return new ReadableStream<Uint8Array>({
    async start(c) {
      controller = c;
      signal.addEventListener('abort', close);
      send('retry: 2000\n\n');
      const unsubscribe = await subscribe(userId, pump);
      if (closed) unsubscribe();
      stop = unsubscribe;
      heartbeat = setInterval(() => {
        void ended().then((gone) => gone || send(': heartbeat\n\n'));
      }, heartbeatMs);
      heartbeat.unref?.();
      pump();
    },
    cancel: close,
  });
}
