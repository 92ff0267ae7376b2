import 'server-only';
import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { routeExports } from '@/lib/resource/routes';
import { fileResponse } from '@/resources/files/download-route';
import { readAttachment } from './attachments';

/**
 * `GET /api/notices/attachment/{id}`: a notice's attached file, for whoever may read a notice it is
 * attached to: the notice page's readers (any notice), everyone signed in (a notice showing now, as the
 * dashboard does). Anyone else gets a 404, as for an unknown id; /system/file readers have its own download.
 */
export const attachmentRoutes = routeExports({
  GET: route({ permission: 'signed-in', params: idParamsSchema, responses: { 404: 'No such attachment, or not on a notice you may read.' } }, async ({ params, session, request }) => {
    const found = await readAttachment(session, params.id);
    if (!found) throw notFound();
    return fileResponse(found.row, found.data, request.nextUrl.searchParams.get('inline') === '1');
  }),
});
