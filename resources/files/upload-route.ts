import 'server-only';
import { readUpload } from '@/lib/api/multipart';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { routeExports } from '@/lib/resource/routes';
import { getSetting } from '@/lib/settings/read';
import { fileResource } from './resource';
import { saveUpload } from './service';
import { fileSnapshot } from './snapshot';

/** Answers beyond the wrapper's own, for the OpenAPI document. */
export const uploadAnswers = {
  413: 'The file is larger than the upload limit (UPLOAD_MAX_BYTES, 10 MB by default).',
  415: 'The body is not multipart/form-data.',
} as const;

/**
 * `POST /api/system/files/upload`: multipart with one `file` part, streamed (busboy) and refused past the
 * limit; its type is sniffed from the content and must match its name's extension and declared type.
 */
export const uploadRoutes = routeExports({
  POST: route(
    { permission: { path: fileResource.path, action: 'add' }, snapshot: fileSnapshot, auditAction: 'upload', responses: uploadAnswers },
    async ({ request, session, locale }) => ok(await saveUpload(await readUpload(request, await getSetting('uploadMaxBytes'), locale), session, locale)),
  ),
});
