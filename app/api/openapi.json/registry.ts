import type { DeclaredSpec } from '@/lib/api/route';
import { servedRoutes } from '@/resources/served';
import * as authOidcCallback from '@/app/api/auth/oidc/callback/route';
import * as authOidcStart from '@/app/api/auth/oidc/start/route';
import * as dashboardStats from '@/app/api/dashboard/stats/route';
import * as commonGroups from '@/app/api/common/groups/route';
import * as health from '@/app/api/health/route';
import * as userCurrentRole from '@/app/api/user/currentRole/route';
import * as userGrantable from '@/app/api/user/grantable/route';
import * as userPageAccess from '@/app/api/user/pageAccess/route';
import * as userLoginChallenge from '@/app/api/user/login/challenge/route';
import * as userLogin from '@/app/api/user/login/route';
import * as userLogout from '@/app/api/user/logout/route';
import * as userUserInfo from '@/app/api/user/userInfo/route';
import * as userPassword from '@/app/api/user/password/route';
import * as userProfile from '@/app/api/user/profile/route';
import * as userPreferences from '@/app/api/user/preferences/route';
import * as userAvatar from '@/app/api/user/avatar/route';
import * as userAvatarOf from '@/app/api/user/avatar/[id]/route';
import * as userSessionsOthers from '@/app/api/user/sessions/others/route';
import * as userSessions from '@/app/api/user/sessions/route';
import * as userKeys from '@/app/api/user/keys/route';
import * as userKeysAdd from '@/app/api/user/keys/add/route';
import * as userSso from '@/app/api/user/sso/route';
import * as userSsoLink from '@/app/api/user/sso/link/route';
import * as userSignins from '@/app/api/user/signins/route';
import * as userNotifications from '@/app/api/user/notifications/route';
import * as userNotificationsRead from '@/app/api/user/notifications/read/route';
import * as userNotificationsStream from '@/app/api/user/notifications/stream/route';
import * as userLoginMfa from '@/app/api/user/login/mfa/route';
import * as userMfa from '@/app/api/user/mfa/route';
import * as userMfaTotpSetup from '@/app/api/user/mfa/totp/setup/route';
import * as userMfaTotpEnable from '@/app/api/user/mfa/totp/enable/route';
import * as userMfaTotpDisable from '@/app/api/user/mfa/totp/disable/route';
import * as userReauth from '@/app/api/user/reauth/route';
import * as userReauthPasskeyOptions from '@/app/api/user/reauth/passkey/options/route';
import * as userMfaPasskeys from '@/app/api/user/mfa/passkeys/route';
import * as userMfaPasskeysOptions from '@/app/api/user/mfa/passkeys/options/route';
import * as userMfaPasskey from '@/app/api/user/mfa/passkeys/[id]/route';
import * as userLoginPasskey from '@/app/api/user/login/passkey/route';
import * as userLoginPasskeyOptions from '@/app/api/user/login/passkey/options/route';

// A method a route does not serve is exported too (lib/api/other-methods.ts), without a spec.
type RouteModule = Partial<Record<'GET' | 'POST' | 'DELETE', ((...args: never[]) => unknown) & { spec?: DeclaredSpec }>>;

/** The route files outside the registry by their URL path (tests/api/openapi.test.ts keeps it complete). */
const fileRoutes: Record<string, RouteModule> = {
  '/api/auth/oidc/start': authOidcStart,
  '/api/auth/oidc/callback': authOidcCallback,
  '/api/dashboard/stats': dashboardStats,
  '/api/common/groups': commonGroups,
  '/api/health': health,
  '/api/user/currentRole': userCurrentRole,
  '/api/user/login': userLogin,
  '/api/user/login/challenge': userLoginChallenge,
  '/api/user/logout': userLogout,
  '/api/user/grantable': userGrantable,
  '/api/user/pageAccess': userPageAccess,
  '/api/user/userInfo': userUserInfo,
  '/api/user/profile': userProfile,
  '/api/user/preferences': userPreferences,
  '/api/user/avatar': userAvatar,
  '/api/user/avatar/{id}': userAvatarOf,
  '/api/user/password': userPassword,
  '/api/user/keys': userKeys,
  '/api/user/keys/add': userKeysAdd,
  '/api/user/sso': userSso,
  '/api/user/sso/link': userSsoLink,
  '/api/user/sessions': userSessions,
  '/api/user/sessions/others': userSessionsOthers,
  '/api/user/signins': userSignins,
  '/api/user/notifications': userNotifications,
  '/api/user/notifications/read': userNotificationsRead,
  '/api/user/notifications/stream': userNotificationsStream,
  '/api/user/login/mfa': userLoginMfa,
  '/api/user/mfa': userMfa,
  '/api/user/mfa/totp/setup': userMfaTotpSetup,
  '/api/user/mfa/totp/enable': userMfaTotpEnable,
  '/api/user/mfa/totp/disable': userMfaTotpDisable,
  '/api/user/mfa/passkeys': userMfaPasskeys,
  '/api/user/mfa/passkeys/options': userMfaPasskeysOptions,
  '/api/user/mfa/passkeys/{id}': userMfaPasskey,
  '/api/user/login/passkey': userLoginPasskey,
  '/api/user/login/passkey/options': userLoginPasskeyOptions,
  '/api/user/reauth': userReauth,
  '/api/user/reauth/passkey/options': userReauthPasskeyOptions,
};

/** Every API endpoint by its URL path: the route files, and each registered resource's (resources/served.ts). The source of /api/openapi.json. */
export async function routeModules(): Promise<Record<string, RouteModule>> {
  return { ...fileRoutes, ...(await servedRoutes()) };
}
