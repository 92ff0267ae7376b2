import { localized } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { menuPaths } from '@/lib/rbac';
import type { Session } from './session';

/** The spec's user info for the session's current role: the session lookup already read all of it. */
export function userInfo(session: Session, locale: Locale) {
  const { user, group } = session;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    group: user.groupId,
    groupName: group ? localized(locale, group.nameEn, group.nameZh) : '',
    name: localized(locale, user.name, user.nameZh),
    roles: session.roles.map((r) => ({ role: r.code, name: localized(locale, r.nameEn, r.nameZh) })),
    currentRole: session.currentRole,
    currentMenuPermission: menuPaths(session.effective),
    rolePermissions: session.grants
      .filter((g) => g.role !== null)
      .map((g) => ({ path: g.path, role: g.role, type: g.type, ...(g.action ? { action: g.action } : {}) })),
    userPermissions: session.grants.filter((g) => g.role === null).map((g) => ({ path: g.path, role: null, type: g.type })),
    permissions: session.effective.map((g) => ({ type: g.type, path: g.path, ...(g.action ? { action: g.action } : {}) })),
    // Set while the session views the console as this user (issue 29): who views, under which role asked for.
    viewAs: session.viewAs
      ? { viewer: session.viewAs.viewer.user.username, viewerName: localized(locale, session.viewAs.viewer.user.name, session.viewAs.viewer.user.nameZh), role: session.viewAs.role }
      : null,
  };
}

export type UserInfo = ReturnType<typeof userInfo>;
