import { apiRequest } from '@/lib/client/api';
import type { FactorKind } from '@/lib/auth/factor-kinds';

export interface MfaStatus {
  factors: { kind: FactorKind; enabledAt: string }[];
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
};
