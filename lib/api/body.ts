import { ApiError, badRequest } from './errors';

export const maxBodyBytes = 1024 * 1024;

/** Reads a JSON body of at most 1 MB: 415 for another content type, 413 when larger, 400 when malformed. */
export async function readJsonBody(request: Request, limit = maxBodyBytes): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) throw new ApiError(413, 'api.error.tooLarge');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) throw new ApiError(415, 'api.error.unsupportedMediaType');
  const bytes = await readLimited(request, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('api.error.invalidEncoding');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('api.error.invalidJson');
  }
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError(413, 'api.error.tooLarge');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
