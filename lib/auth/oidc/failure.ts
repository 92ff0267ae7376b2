import 'server-only';
import { ApiError } from '@/lib/api/errors';
import type { SsoErrorCode } from '@/lib/auth/sso-errors';
import { log } from '@/lib/server/log';

const byMessage: Record<string, SsoErrorCode> = {
  'api.oidc.badState': 'state',
  'api.oidc.refused': 'refused',
  'api.oidc.denied': 'denied',
  'api.oidc.providerError': 'provider',
  'api.login.disabled': 'disabled',
  'api.oidc.noAccount': 'noAccount',
  'api.oidc.linkedElsewhere': 'linkedElsewhere',
  'api.oidc.linkSession': 'linkSession',
  'api.oidc.unreachable': 'unreachable',
};

/** The code a callback's failure is shown by; an unexpected error is logged and shown as `failed`. */
export function callbackFailure(error: unknown): SsoErrorCode {
  const code = error instanceof ApiError ? byMessage[error.messageId] : undefined;
  if (code) return code;
  log.error({ err: error }, 'OIDC callback failed');
  return 'failed';
}
