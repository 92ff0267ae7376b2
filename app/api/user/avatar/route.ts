import { readUpload } from '@/lib/api/multipart';
import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { getSetting } from '@/lib/settings/read';
import { avatarMaxBytes, ownAvatar, removeAvatar, setAvatar } from '@/resources/files/avatar';
import { uploadAnswers } from '@/resources/files/upload-route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';

const own = { entity: userResource.name, own: true } as const;

// GET /api/user/avatar: the signed-in user's avatar file id, or null.
// A read while viewing as (issue 29): the viewed user's own, as the shell's user menu shows it.
export const GET = route({ permission: 'signed-in', viewAs: 'read' }, async ({ session }) => ok({ file: await ownAvatar(session) }));

// POST /api/user/avatar: sets it (multipart `file`: PNG, JPEG, GIF or WebP up to 1 MB, sniffed; never SVG), replacing the old one.
export const POST = route({ permission: 'signed-in', audit: own, snapshot: userSnapshot, auditAction: 'avatar', responses: uploadAnswers }, async ({ request, session, locale }) => {
  const limit = Math.min(avatarMaxBytes, await getSetting('uploadMaxBytes'));
  return ok(await setAvatar(await readUpload(request, limit, locale), session, locale));
});

// DELETE /api/user/avatar: removes it and its file.
export const DELETE = route({ permission: 'signed-in', audit: own, snapshot: userSnapshot, auditAction: 'avatar' }, async ({ session }) => {
  await removeAvatar(session);
  return ok({ file: null });
});

export const { PUT, PATCH, OPTIONS } = otherMethods({ GET, POST, DELETE });
