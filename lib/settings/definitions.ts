import { z } from 'zod';

/**
 * The system settings (`/system/setting`): what each one is, its rule and default, and the environment
 * variable that wins over the stored value where it is set. Pure: the page's form checks a value with the
 * same rule the server does. Error strings are message ids.
 */
const whole = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,16}$/).transform(Number)], { error: 'validate.settingNumber' })
    .pipe(z.number().int({ error: 'validate.settingNumber' }).min(min, { error: 'validate.settingRange' }).max(max, { error: 'validate.settingRange' }));

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], { error: 'validate.settingBoolean' });

export const settingDefinitions = {
  /** The console's name in the header, the sidebar and the window title; empty: the catalogue's name. */
  consoleName: { kind: 'text', schema: z.string().trim().max(60, { error: 'validate.settingRange' }), fallback: '', env: 'CONSOLE_NAME' },
  /** Minutes without a request after which a session ends (lib/auth/session-policy.ts). */
  sessionIdleMinutes: { kind: 'number', schema: whole(1, 999_999), fallback: 30, env: 'SESSION_IDLE_MINUTES' },
  /** Hours after sign-in at which a session ends however active; also the token's lifetime. */
  sessionMaxHours: { kind: 'number', schema: whole(1, 999_999), fallback: 12, env: 'SESSION_MAX_HOURS' },
  /** The shortest password anyone may set (lib/auth/password-policy.ts); never below the rule's 8. */
  passwordMinLength: { kind: 'number', schema: whole(8, 128), fallback: 8, env: 'PASSWORD_MIN_LENGTH' },
  /** Whether a role added without saying so requires its holders to sign in with a second factor. */
  roleMfaDefault: { kind: 'boolean', schema: flag, fallback: false, env: 'ROLE_MFA_DEFAULT' },
  /** Days of audit trail kept (lib/trail/retention.ts); 0 keeps everything. */
  auditRetentionDays: { kind: 'number', schema: whole(0, 999_999), fallback: 0, env: 'AUDIT_RETENTION_DAYS' },
  /** Days of sign-in history kept (lib/auth/signin-retention.ts). */
  signinRetentionDays: { kind: 'number', schema: whole(1, 999_999), fallback: 90, env: 'SIGNIN_RETENTION_DAYS' },
  /** The largest file an upload may bring, in bytes (the files resource reads it). */
  uploadMaxBytes: { kind: 'number', schema: whole(1, 1_073_741_824), fallback: 10_485_760, env: 'UPLOAD_MAX_BYTES' },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingKind = (typeof settingDefinitions)[SettingKey]['kind'];

export function isSettingKey(value: string): value is SettingKey {
  return Object.hasOwn(settingDefinitions, value);
}

/** Every setting at once: a value missing or broken (an old row, a malformed variable) is its default. */
const d = settingDefinitions;
export const settingsSchema = z.object({
  consoleName: d.consoleName.schema.catch(d.consoleName.fallback),
  sessionIdleMinutes: d.sessionIdleMinutes.schema.catch(d.sessionIdleMinutes.fallback),
  sessionMaxHours: d.sessionMaxHours.schema.catch(d.sessionMaxHours.fallback),
  passwordMinLength: d.passwordMinLength.schema.catch(d.passwordMinLength.fallback),
  roleMfaDefault: d.roleMfaDefault.schema.catch(d.roleMfaDefault.fallback),
  auditRetentionDays: d.auditRetentionDays.schema.catch(d.auditRetentionDays.fallback),
  signinRetentionDays: d.signinRetentionDays.schema.catch(d.signinRetentionDays.fallback),
  uploadMaxBytes: d.uploadMaxBytes.schema.catch(d.uploadMaxBytes.fallback),
});
export type SettingValues = z.output<typeof settingsSchema>;
export const settingKeys = settingsSchema.keyof().options;

/** A value for `key` checked by its rule: the value to store, or the message id of the refusal. */
export function parseSetting(key: SettingKey, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const parsed = settingDefinitions[key].schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'validate.invalid' };
}

/** The settings the browser's shell reads (lib/settings/read.ts `shellSettings`). */
export interface ShellSettings {
  name: string;
  roleMfaDefault: boolean;
}
