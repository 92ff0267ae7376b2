import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/client/api';
import type { FactorKind } from '@/lib/auth/factor-kinds';

export interface PasskeyItem {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface MfaStatus {
  factors: { kind: FactorKind; enabledAt: string }[];
  passkeys: PasskeyItem[];
  recoveryCodesLeft: number;
  required: boolean;
}

export const mfaKeys = { status: ['account', 'mfa'] as const };

export const mfaApi = {
  // GET /api/user/mfa
  status: async () => (await apiRequest<MfaStatus>('user/mfa')).data ?? null,
  // POST /api/user/mfa/totp/setup
  setup: async () => (await apiRequest<{ secret: string; uri: string }>('user/mfa/totp/setup', { body: {} })).data,
  // POST /api/user/mfa/totp/enable
  enable: async (code: string) => (await apiRequest<{ recoveryCodes: string[] }>('user/mfa/totp/enable', { body: { code }, toastError: false })).data,
  // POST /api/user/mfa/totp/disable
  disable: (body: { password: string; code: string }) => apiRequest('user/mfa/totp/disable', { body, toastError: false }),
  // POST /api/user/mfa/passkeys/options
  passkeyOptions: async () => (await apiRequest<PublicKeyCredentialCreationOptionsJSON>('user/mfa/passkeys/options', { body: {} })).data,
  // POST /api/user/mfa/passkeys
  addPasskey: (body: { name: string; response: RegistrationResponseJSON }) => apiRequest<{ id: number }>('user/mfa/passkeys', { body }),
  // DELETE /api/user/mfa/passkeys/{id}
  removePasskey: (id: number) => apiRequest(`user/mfa/passkeys/${id}`, { method: 'DELETE' }),
};
