import 'server-only';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { ApiError, badRequest } from './errors';
import { fieldError } from './field-error';

/** The one file part of a multipart upload: its name, the type the client declared, its bytes. */
export interface UploadedFile {
  name: string;
  declared: string;
  data: Uint8Array;
}

/**
 * Reads the `file` part of a `multipart/form-data` request with busboy, streaming: the body is parsed as
 * it arrives and the file's bytes are kept only up to `limit` (beyond it the request is refused with a
 * 413 and the rest is not read). 415 for another content type; 400 without a `file` part, with more
 * than one file, or for a malformed body.
 */
export async function readUpload(request: Request, limit: number, locale: Locale): Promise<UploadedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError(415, 'api.error.unsupportedMediaType');
  const missing = () => fieldError(400, locale, 'file', 'api.error.fileMissing');
  if (!request.body) throw missing();
  let parser: busboy.Busboy;
  try {
    // busboy stops a file at its fileSize: one byte past the limit tells a file over it from one exactly at it.
    parser = busboy({ headers: { 'content-type': type }, limits: { files: 1, fileSize: limit + 1, fields: 20, parts: 21 } });
  } catch {
    throw badRequest();
  }
  const source = Readable.from(chunksOf(request.body));
  return new Promise<UploadedFile>((resolve, reject) => {
    let file: UploadedFile | null = null;
    let failed: ApiError | null = null;
    const fail = (error: ApiError) => {
      failed ??= error;
      source.unpipe(parser);
      source.destroy();
      reject(failed);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(new ApiError(413, 'api.error.fileTooLarge', { limit }, { file: translate(locale, 'api.error.fileTooLarge', { limit }) })));
      stream.on('end', () => {
        if (!failed) file = { name: info.filename ?? '', declared: info.mimeType ?? '', data: new Uint8Array(Buffer.concat(chunks, size)) };
      });
    });
    parser.on('filesLimit', () => fail(fieldError(400, locale, 'file', 'api.error.oneFile')));
    parser.on('error', () => fail(badRequest()));
    parser.on('close', () => {
      if (failed) return;
      if (!file) reject(missing());
      else resolve(file);
    });
    source.on('error', () => fail(badRequest()));
    source.pipe(parser);
  });
}

/** A web stream's chunks, read as the consumer pulls them (Node's `Readable.fromWeb` has a type the DOM's streams do not meet). */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
