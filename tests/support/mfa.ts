import { POST as loginRoute } from '@/app/api/user/login/route';
import { POST as secondStep } from '@/app/api/user/login/mfa/route';
import { POST as enableRoute } from '@/app/api/user/mfa/totp/enable/route';
import { POST as setupRoute } from '@/app/api/user/mfa/totp/setup/route';
import { setMfaClock } from '@/lib/auth/mfa/clock';
import { totpCode } from '@/lib/auth/mfa/totp';
import { call } from './call';

/** A fixed instant 10 s into a 30-second step; `at(n)` is n steps later. */
export const t0 = Date.UTC(2026, 10, 26, 12, 0, 10);
export const at = (steps: number) => t0 + steps * 30_000;

/** Fixes the second factor's clock at `ms`. */
export const clockAt = (ms: number) => setMfaClock(ms);

/** The code of `secret` for the step at `ms`. */
export const codeAt = (secret: string, ms: number) => totpCode(secret, ms);

/** Sets up and enables TOTP for the bearer (a session token or an enrolment ticket) at the clock's time `ms`. */
export async function enrolTotp(bearer: string, ms: number) {
  clockAt(ms);
  const setup = await call(setupRoute, { token: bearer, body: {} });
  if (setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const secret = setup.body.data.secret as string;
  const enabled = await call(enableRoute, { token: bearer, body: { code: codeAt(secret, ms) } });
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes as string[], data: enabled.body.data };
}

/** The first step: answers the body's data (`{status: "mfa", ticket, methods}` for an enrolled user). */
export async function passwordStep(username: string, password: string, address?: string) {
  const res = await call(loginRoute, { body: { username, password }, address });
  return { ...res, data: res.body.data };
}

/** The second step with a code or a recovery code. */
export function codeStep(body: { ticket: string; code?: string; recoveryCode?: string }, address?: string) {
  return call(secondStep, { body, address });
}
