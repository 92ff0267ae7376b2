import { NextRequest } from 'next/server';
import { socketAddressHeader } from '@/lib/server/socket-address';

export type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** a raw body, sent as is */
  raw?: BodyInit;
  token?: string;
  locale?: string | null;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** the request's path and query (default `/api/test`) */
  url?: string;
  /** the socket's peer address, as the server stamps it (lib/server/socket-address.ts); none by default */
  address?: string;
}

/** Calls an exported route handler directly, as Next would, and answers status, JSON body (none for a CSV file) and text. */
export async function call(handler: Handler, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.locale !== null) headers.set('locale', options.locale ?? 'en');
  if (options.address !== undefined) headers.set(socketAddressHeader(), options.address);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const request = new NextRequest(`http://localhost${options.url ?? '/api/test'}`, {
    method: options.method ?? (options.body !== undefined || options.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  // Decoded keeping a BOM (`text()` drops it): a CSV download starts with one.
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const type = response.headers.get('content-type') ?? '';
  // A file (CSV, a workbook, a download) is no JSON envelope.
  const file = type.startsWith('text/csv') || response.headers.has('content-disposition');
  const json = text !== '' && !file;
  return { status: response.status, body: json ? JSON.parse(text) : null, text, bytes, headers: response.headers };
}
