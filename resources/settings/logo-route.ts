import 'server-only';
import { readUpload } from '@/lib/api/multipart';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { routeExports } from '@/lib/resource/routes';
import { getSetting } from '@/lib/settings/read';
import { fileResponse } from '@/resources/files/download-route';
import { uploadAnswers } from '@/resources/files/upload-route';
import { logoMaxBytes, logoSnapshot, readLogo, removeLogo, setLogo } from './logo';
import { settingResource } from './resource';

const edit = { path: settingResource.path, action: 'edit' } as const;

/** The ETag of a logo: its file's id (a new logo is a new file). */
const etagOf = (fileId: string) => `"${fileId}"`;

/** Whether an `If-None-Match` header names the logo's ETag (or is `*`). */
function matches(header: string | null, fileId: string): boolean {
  if (header === null) return false;
  return header.split(',').some((tag) => ['*', etagOf(fileId), `W/${etagOf(fileId)}`].includes(tag.trim()));
}

/**
 * `/api/system/settings/logo`: the console's logo. GET is public (the sign-in page shows it): the image
 * inline with its sniffed type, `nosniff`, and an ETag; a URL naming the current version (`?v=<file>`,
 * as the console's pages ask) may be kept a year, any other is revalidated (304 while unchanged); 404
 * without a logo. POST sets it (multipart `file`: PNG, JPEG or WebP up to 512 KB or the upload limit,
 * sniffed; never SVG) and DELETE removes it: audited as a setting's edit and reset are, under `consoleLogo`.
 */
export const logoRoutes = routeExports({
  GET: route({ permission: 'anonymous', responses: { 304: 'The copy the request names (If-None-Match) is current.', 404: 'No logo is set: the console shows its built-in mark.' } }, async ({ request }) => {
    const inm = request.headers.get('if-none-match');
    const { row, data } = await readLogo((fileId) => matches(inm, fileId));
    const versioned = request.nextUrl.searchParams.get('v') === row.id;
    const cache = versioned ? 'public, max-age=31536000, immutable' : 'public, no-cache';
    const headers = { etag: etagOf(row.id), 'cache-control': cache, 'x-content-type-options': 'nosniff' };
    if (!data) return new Response(null, { status: 304, headers });
    const response = fileResponse(row, data, true, cache);
    response.headers.set('etag', headers.etag);
    return response;
  }),
  POST: route({ permission: edit, snapshot: logoSnapshot, auditAction: 'edit', responses: uploadAnswers }, async ({ request, session, locale }) => {
    const limit = Math.min(logoMaxBytes, await getSetting('uploadMaxBytes'));
    return ok(await setLogo(await readUpload(request, limit, locale), session, locale));
  }),
  DELETE: route({ permission: edit, snapshot: logoSnapshot, auditAction: 'delete' }, async () => {
    await removeLogo();
    return ok({ file: null });
  }),
});
