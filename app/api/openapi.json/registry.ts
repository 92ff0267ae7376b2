import type { DeclaredSpec } from '@/lib/api/route';
import * as dashboardStats from '@/app/api/dashboard/stats/route';
import * as commonGroups from '@/app/api/common/groups/route';
import * as health from '@/app/api/health/route';
import * as systemAuditExport from '@/app/api/system/audit/export/route';
import * as systemAudit from '@/app/api/system/audit/route';
import * as systemGroupsAddBrother from '@/app/api/system/groups/addBrother/route';
import * as systemGroupsAddChild from '@/app/api/system/groups/addChild/route';
import * as systemGroupsDetailId from '@/app/api/system/groups/detail/[id]/route';
import * as systemGroupsEdit from '@/app/api/system/groups/edit/route';
import * as systemGroupsMove from '@/app/api/system/groups/move/route';
import * as systemGroupsExport from '@/app/api/system/groups/export/route';
import * as systemGroups from '@/app/api/system/groups/route';
import * as systemPermissionsAddBrother from '@/app/api/system/permissions/addBrother/route';
import * as systemPermissionsAddChild from '@/app/api/system/permissions/addChild/route';
import * as systemPermissionsDetailId from '@/app/api/system/permissions/detail/[id]/route';
import * as systemPermissionsEdit from '@/app/api/system/permissions/edit/route';
import * as systemPermissionsMove from '@/app/api/system/permissions/move/route';
import * as systemPermissionsExport from '@/app/api/system/permissions/export/route';
import * as systemPermissions from '@/app/api/system/permissions/route';
import * as noticesPublished from '@/app/api/notices/published/route';
import * as systemNoticesAdd from '@/app/api/system/notices/add/route';
import * as systemNoticesDetailId from '@/app/api/system/notices/detail/[id]/route';
import * as systemNoticesEdit from '@/app/api/system/notices/edit/route';
import * as systemNoticesExport from '@/app/api/system/notices/export/route';
import * as systemNotices from '@/app/api/system/notices/route';
import * as systemRolesAdd from '@/app/api/system/roles/add/route';
import * as systemRolesDetailId from '@/app/api/system/roles/detail/[id]/route';
import * as systemRolesEdit from '@/app/api/system/roles/edit/route';
import * as systemRolesExport from '@/app/api/system/roles/export/route';
import * as systemRoles from '@/app/api/system/roles/route';
import * as systemUsersAdd from '@/app/api/system/users/add/route';
import * as systemUsersDetailId from '@/app/api/system/users/detail/[id]/route';
import * as systemUsersEdit from '@/app/api/system/users/edit/route';
import * as systemUsersResetId from '@/app/api/system/users/reset/[id]/route';
import * as systemUsersExport from '@/app/api/system/users/export/route';
import * as systemUsers from '@/app/api/system/users/route';
import * as systemSessions from '@/app/api/system/sessions/route';
import * as systemSignins from '@/app/api/system/signins/route';
import * as userCurrentRole from '@/app/api/user/currentRole/route';
import * as userGrantable from '@/app/api/user/grantable/route';
import * as userPageAccess from '@/app/api/user/pageAccess/route';
import * as userLoginChallenge from '@/app/api/user/login/challenge/route';
import * as userLogin from '@/app/api/user/login/route';
import * as userLogout from '@/app/api/user/logout/route';
import * as userUserInfo from '@/app/api/user/userInfo/route';
import * as userPassword from '@/app/api/user/password/route';
import * as userProfile from '@/app/api/user/profile/route';
import * as userSessionsOthers from '@/app/api/user/sessions/others/route';
import * as userSessions from '@/app/api/user/sessions/route';
import * as userSignins from '@/app/api/user/signins/route';

// A method a route does not serve is exported too (lib/api/other-methods.ts), without a spec.
type RouteModule = Partial<Record<'GET' | 'POST' | 'DELETE', ((...args: never[]) => unknown) & { spec?: DeclaredSpec }>>;

/** Every API route module by its URL path: the source of /api/openapi.json (a test keeps it complete). */
export const routeModules: Record<string, RouteModule> = {
  '/api/dashboard/stats': dashboardStats,
  '/api/common/groups': commonGroups,
  '/api/health': health,
  '/api/system/audit/export': systemAuditExport,
  '/api/system/audit': systemAudit,
  '/api/system/groups/addBrother': systemGroupsAddBrother,
  '/api/system/groups/addChild': systemGroupsAddChild,
  '/api/system/groups/detail/{id}': systemGroupsDetailId,
  '/api/system/groups/edit': systemGroupsEdit,
  '/api/system/groups/move': systemGroupsMove,
  '/api/system/groups/export': systemGroupsExport,
  '/api/system/groups': systemGroups,
  '/api/system/permissions/addBrother': systemPermissionsAddBrother,
  '/api/system/permissions/addChild': systemPermissionsAddChild,
  '/api/system/permissions/detail/{id}': systemPermissionsDetailId,
  '/api/system/permissions/edit': systemPermissionsEdit,
  '/api/system/permissions/move': systemPermissionsMove,
  '/api/system/permissions/export': systemPermissionsExport,
  '/api/system/permissions': systemPermissions,
  '/api/notices/published': noticesPublished,
  '/api/system/notices/add': systemNoticesAdd,
  '/api/system/notices/detail/{id}': systemNoticesDetailId,
  '/api/system/notices/edit': systemNoticesEdit,
  '/api/system/notices/export': systemNoticesExport,
  '/api/system/notices': systemNotices,
  '/api/system/roles/add': systemRolesAdd,
  '/api/system/roles/detail/{id}': systemRolesDetailId,
  '/api/system/roles/edit': systemRolesEdit,
  '/api/system/roles/export': systemRolesExport,
  '/api/system/roles': systemRoles,
  '/api/system/users/add': systemUsersAdd,
  '/api/system/users/detail/{id}': systemUsersDetailId,
  '/api/system/users/edit': systemUsersEdit,
  '/api/system/users/reset/{id}': systemUsersResetId,
  '/api/system/users/export': systemUsersExport,
  '/api/system/users': systemUsers,
  '/api/system/sessions': systemSessions,
  '/api/system/signins': systemSignins,
  '/api/user/currentRole': userCurrentRole,
  '/api/user/login': userLogin,
  '/api/user/login/challenge': userLoginChallenge,
  '/api/user/logout': userLogout,
  '/api/user/grantable': userGrantable,
  '/api/user/pageAccess': userPageAccess,
  '/api/user/userInfo': userUserInfo,
  '/api/user/profile': userProfile,
  '/api/user/password': userPassword,
  '/api/user/sessions': userSessions,
  '/api/user/sessions/others': userSessionsOthers,
  '/api/user/signins': userSignins,
};
