import 'server-only';
import { create as contentDisposition } from 'content-disposition';
import { idParamsSchema } from '@/lib/api/schemas';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/api/route';
import { isAllowed } from '@/lib/rbac';
import { routeExports } from '@/lib/resource/routes';
import { fileResource } from './resource';
import { readFile, type FilePurpose } from './service';
import { inlineTypes } from './sniff';

/**
 * `GET /api/system/files/download/{id}`: a file, authorised like the record it belongs to: a file of
 * the store needs the file page; an avatar is any signed-in user's to see (the header, the lists).
 * Sent with `nosniff` and a sandboxing policy; only a raster image may be inline (`?inline=1`), an SVG,
 * an HTML page or anything else is always an attachment.
 */
export const downloadRoutes = routeExports({
  GET: route({ permission: 'signed-in', params: idParamsSchema, responses: { 404: 'No such file, or not one the caller may read.' } }, async ({ params, session, request }) => {
    const purposes: FilePurpose[] = isAllowed(session.effective, fileResource.path) ? ['file', 'avatar'] : ['avatar'];
    const found = await readFile(params.id, purposes);
    if (!found) throw notFound();
    const { row, data } = found;
    const inline = request.nextUrl.searchParams.get('inline') === '1' && inlineTypes.has(row.mime);
    return new Response(new Blob([new Uint8Array(data)]), {
      headers: {
        'content-type': inline ? row.mime : 'application/octet-stream',
        'content-length': String(data.byteLength),
        'content-disposition': contentDisposition(row.name, { type: inline ? 'inline' : 'attachment' }),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      },
    });
  }),
});
