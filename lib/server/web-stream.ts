import 'server-only';
import type { Readable } from 'node:stream';

/**
 * A Node stream as the web's ReadableStream a Response sends, read one chunk per pull (so the
 * producer's pace follows the client's). Node's own `Readable.toWeb` has a type the DOM's BodyInit
 * does not accept.
 */
export function webStream(node: Readable): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<unknown> = node[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value instanceof Uint8Array ? next.value : new TextEncoder().encode(String(next.value)));
    },
    cancel() {
      node.destroy();
    },
  });
}
