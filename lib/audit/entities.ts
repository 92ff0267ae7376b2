/** What the audit trail records writes to: the system API's domains and the sessions signed out. */
export const auditEntities = ['users', 'roles', 'groups', 'permissions', 'sessions'] as const;
export type AuditEntity = (typeof auditEntities)[number];

// The page permission each domain's writes declare (`{ path, action }` in lib/api/route.ts).
const byPagePath: Record<string, AuditEntity> = {
  '/system/user': 'users',
  '/system/role': 'roles',
  '/system/group': 'groups',
  '/system/permission': 'permissions',
  '/system/session': 'sessions',
};

/** The entity a write permission's page path writes to, or undefined for a page with no audited writes. */
export function auditEntityOf(pagePath: string): AuditEntity | undefined {
  return byPagePath[pagePath];
}

/** Rows by id, as recorded before and after a write. */
export type Snapshot = Record<string, Record<string, unknown>>;
