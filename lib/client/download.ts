import { envelopeError, HttpError, send, type Envelope } from './http';

export interface Download {
  blob: Blob;
  /** the name the server's Content-Disposition gives, else the caller's fallback */
  filename: string;
  headers: Headers;
}

/**
 * POSTs to an API endpoint that answers a file, and reads the whole file. A refusal answers the JSON
 * envelope (thrown as `http` would); a body cut short (the server failed mid-stream) is a network error.
 */
export async function apiDownload(path: string, body: unknown, fallback: string): Promise<Download> {
  // An export of many rows streams for a while: more time than a JSON call gets.
  const response = await send(path, { body, timeoutMs: 300_000 });
  if (!response.ok) throw envelopeError((await response.json().catch(() => ({ code: response.status }))) as Envelope<unknown>);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw new HttpError('network', error instanceof Error ? error.message : '', 0);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  return { blob, filename, headers: response.headers };
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
