import { NextRequest } from 'next/server';
import { GET as streamRoute } from '@/app/api/user/notifications/stream/route';

/** Opens the stream and answers a reader of its events and the way to close it. */
export function openStream(token: string, headers: Record<string, string> = {}, query = '') {
  const abort = new AbortController();
  const request = new NextRequest(`http://localhost/api/user/notifications/stream${query}`, {
    headers: { authorization: `Bearer ${token}`, locale: 'en', ...headers },
    signal: abort.signal,
  });
  const answer = streamRoute(request, { params: Promise.resolve({}) });
  let buffered = '';
  const decoder = new TextDecoder();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  /** The next event (`id`, `event`, `data`), skipping `retry` and heartbeats; null when the stream ends. */
  const next = async (): Promise<{ id?: string; event?: string; data?: string } | null> => {
    reader ??= (await answer).body!.getReader();
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':') && l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
        if (fields.event || fields.data) return fields;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffered += decoder.decode(value, { stream: true });
    }
  };
  return { answer, next, close: () => abort.abort() };
}
