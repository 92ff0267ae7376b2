/** Server configuration, read from the environment when asked (so tests and start-up can set it first). */
export const config = {
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  get dataDir() {
    return process.env.DATA_DIR || undefined;
  },
  get seedDemo() {
    return process.env.SEED_DEMO === '1' || process.env.SEED_DEMO === 'true';
  },
  get superPassword() {
    return process.env.SUPER_PASSWORD || undefined;
  },
  /** Days of audit trail to keep: unset or empty keeps everything; anything but a whole number ≥ 1 is NaN. */
  get auditRetentionDays() {
    const raw = process.env.AUDIT_RETENTION_DAYS;
    if (!raw) return undefined;
    return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : Number.NaN;
  },
  /** Days of sign-in history to keep: 90 unless set; anything but a whole number ≥ 1 is NaN. */
  get signinRetentionDays() {
    const raw = process.env.SIGNIN_RETENTION_DAYS;
    if (!raw) return 90;
    return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : Number.NaN;
  },
  /** Days of notifications to keep: 90 unless set; anything but a whole number ≥ 1 is NaN. */
  get notificationRetentionDays() {
    return wholeNumber(process.env.NOTIFICATION_RETENTION_DAYS, 90);
  },
  /** Minutes without a request after which a session ends: 30 unless set; anything but a whole number ≥ 1 is NaN. */
  get sessionIdleMinutes() {
    return wholeNumber(process.env.SESSION_IDLE_MINUTES, 30);
  },
  /** Hours after sign-in at which a session ends however active: 12 unless set; anything but a whole number ≥ 1 is NaN. */
  get sessionMaxHours() {
    return wholeNumber(process.env.SESSION_MAX_HOURS, 12);
  },
  get poolMax() {
    return Number(process.env.DB_POOL_MAX) || 10;
  },
  /** The session read as a named prepared statement (lib/auth/session.ts); `DB_PREPARED_STATEMENTS=0` turns it off. */
  get preparedStatements() {
    return process.env.DB_PREPARED_STATEMENTS !== '0';
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production';
  },
  get cookieSecure() {
    const explicit = process.env.COOKIE_SECURE;
    return explicit ? explicit === '1' : process.env.NODE_ENV === 'production';
  },
  get githubUrl() {
    return process.env.GITHUB_URL || 'https://github.com/';
  },
};

/** A whole number ≥ 1 from the environment, `fallback` when unset or empty, NaN when malformed. */
function wholeNumber(raw: string | undefined, fallback: number): number {
  if (!raw) return fallback;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : Number.NaN;
}
