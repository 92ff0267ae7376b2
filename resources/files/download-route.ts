import 'server-only';
import { create as contentDisposition } from 'content-disposition';
import { idParamsSchema } from '@/lib/api/schemas';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/api/route';
import { routeExports } from '@/lib/resource/routes';
import { fileResource } from './resource';
import { readFile } from './service';
import { inlineTypes } from './sniff';

/**
 * `GET /api/system/files/download/{id}`: a file, authorised like its record (the file page).
 * Sent with `nosniff` and a sandboxing policy; only a raster image may be inline (`?inline=1`), an SVG,
 * an HTML page or anything else is always an attachment.
 */
export const downloadRoutes = routeExports({
  GET: route({ permission: { path: fileResource.path }, params: idParamsSchema, responses: { 404: 'No such file.' } }, async ({ params, request }) => {
    const found = await readFile(params.id);
    if (!found) throw notFound();
    return fileResponse(found.row, found.data, request.nextUrl.searchParams.get('inline') === '1');
  }),
});

/**
 * A file's bytes as a download: `nosniff` and a sandboxing policy always; inline only when asked and a
 * raster image (an SVG, an HTML page or anything else is an attachment, as `application/octet-stream`).
 * Not cached unless the caller says so (a URL naming the file's id may be).
 */
export function fileResponse(row: { name: string; mime: string; bytes: number }, data: Uint8Array | ReadableStream<Uint8Array>, askedInline: boolean, cache = 'private, no-store'): Response {
  const inline = askedInline && inlineTypes.has(row.mime);
  // A bucket's object streams through; the database's or a folder's bytes are already in memory.
  return new Response(data instanceof Uint8Array ? new Blob([new Uint8Array(data)]) : data, {
    headers: {
      'content-type': inline ? row.mime : 'application/octet-stream',
      'content-length': String(row.bytes),
      'content-disposition': contentDisposition(row.name, { type: inline ? 'inline' : 'attachment' }),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': cache,
    },
  });
}
