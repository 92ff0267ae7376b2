import { withBasePath } from '@/lib/base-path';
import { readLocal, storageKeys } from './storage';

/** What went wrong: `send` (the request could not be built), `network` (no answer), `response` (code ≠ 200). */
export class HttpError extends Error {
  constructor(
    readonly kind: 'send' | 'network' | 'response',
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** what a refusal tells the client to do next (sign-in's `{challenge, url}`) */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** JSON, or a FormData sent as multipart (an upload) */
  body?: unknown;
  /** how long to wait for the answer (default 10 s) */
  timeoutMs?: number;
}

export type Envelope<T> = { code: number; data?: T; message?: string; fields?: Record<string, string> };

/** The HTTP core: `/api/<path>` (under the base path), 10 s timeout, Bearer token and Locale headers, the `{code, data}` envelope. */
export async function http<T>(path: string, options: HttpOptions = {}): Promise<Envelope<T>> {
  const response = await send(path, options);
  const envelope = (await response.json().catch(() => ({ code: response.status }))) as Envelope<T>;
  if (envelope.code !== 200) throw envelopeError(envelope);
  return envelope;
}

/** The request as `http` sends it, answering the raw response (a file download reads its body itself). */
export async function send(path: string, options: HttpOptions = {}): Promise<Response> {
  let init: RequestInit;
  try {
    const headers = new Headers({ Locale: readLocal(storageKeys.locale) ?? document.documentElement.lang ?? 'en' });
    const token = readLocal(storageKeys.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const multipart = options.body instanceof FormData;
    // A FormData's own boundary goes in the header fetch writes for it.
    if (options.body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
    init = {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body instanceof FormData ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      credentials: 'same-origin',
    };
  } catch (error) {
    throw new HttpError('send', error instanceof Error ? error.message : '', 0);
  }
  try {
    return await fetch(withBasePath(`/api/${path.replace(/^\//, '')}`), init);
  } catch (error) {
    throw new HttpError('network', error instanceof Error ? error.message : '', 0);
  }
}

/** A failed envelope as the error `http` throws. */
export function envelopeError(envelope: Envelope<unknown>): HttpError {
  return new HttpError('response', envelope.message ?? '', envelope.code, envelope.fields, envelope.data);
}
