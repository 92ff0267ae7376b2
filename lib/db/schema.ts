import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the project's path aliases.
import { signinResults } from '@/lib/auth/signin-results';
import type { AuditEntity } from '@/lib/trail/entities';

const createdAt = () => timestamp('created_at', { mode: 'string' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { mode: 'string' }).notNull().defaultNow();
const status = () => text('status', { enum: ['0', '1'] }).notNull().default('1');

// Sibling order is unique per parent; the constraint itself is DEFERRABLE and lives in a
// hand-written migration (drizzle-kit cannot express that), so reorders can shift rows freely.
export const groups = pgTable(
  'groups',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    order: integer('sort_order').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
    index('groups_parent_idx').on(t.parentId),
    check('groups_status_check', sql`${t.status} in ('0', '1')`),
    check('groups_order_check', sql`${t.order} >= 0`),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    order: integer('sort_order').notNull(),
    path: text('path').notNull(),
    type: text('type', { enum: ['menu', 'action', 'function', 'api'] }).notNull(),
    action: text('action', { enum: ['add', 'delete', 'edit'] }),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    /** a menu item's sidebar icon, one of `menuIconNames` (lib/menu-icons.ts); null for other types */
    icon: text('icon'),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
    index('permissions_parent_idx').on(t.parentId),
    check('permissions_type_check', sql`${t.type} in ('menu', 'action', 'function', 'api')`),
    check(
      'permissions_action_check',
      sql`(${t.type} = 'action') = (${t.action} is not null) and (${t.action} is null or ${t.action} in ('add', 'delete', 'edit'))`,
    ),
    check('permissions_status_check', sql`${t.status} in ('0', '1')`),
    check('permissions_order_check', sql`${t.order} >= 0`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    status: status(),
    // Which users the role's holders see and manage (lib/scope); existing roles keep seeing all.
    dataScope: text('data_scope', { enum: ['all', 'group-tree', 'group', 'self'] }).notNull().default('all'),
    // Its holders must sign in with a second factor (lib/auth/mfa): without one enrolled, sign-in answers an enrolment ticket.
    mfaRequired: boolean('mfa_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_code_unique').on(t.code),
    // Role codes are unique regardless of case ('Admin' would be confused with 'admin').
    uniqueIndex('roles_code_lower_unique').on(sql`lower(${t.code})`),
    check('roles_status_check', sql`${t.status} in ('0', '1')`),
    check('roles_data_scope_check', sql`${t.dataScope} in ('all', 'group-tree', 'group', 'self')`),
  ],
);

// New role ids: lpad(nextval, 4, '0'), after the seeded 0001..0003.
export const roleIdSeq = pgSequence('role_id_seq', { startWith: 4 });

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    // The Chinese display name, when it differs from `name` (seeded users have both).
    nameZh: text('name_zh'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
    status: status(),
    passwordHash: text('password_hash').notNull(),
    // Bumped on password reset and disable: every token signed with an older version is dead.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Lower-cased copies the user list filters (case-insensitive prefix) and sorts on, kept by
    // the database. Plain columns, unlike expressions, let an index answer a page without the table.
    nameKey: text('name_key').notNull().generatedAlwaysAs(sql`lower(name)`),
    nameZhKey: text('name_zh_key').notNull().generatedAlwaysAs(sql`lower(coalesce(name_zh, name))`),
    usernameKey: text('username_key').notNull().generatedAlwaysAs(sql`lower(username)`),
    emailKey: text('email_key').notNull().generatedAlwaysAs(sql`lower(email)`),
  },
  (t) => [
    // Unique after NFKC normalisation and lower-casing: `ｓｕｐｅｒ` and `Super` are `super`.
    uniqueIndex('users_username_unique').on(sql`lower(normalize(${t.username}, NFKC))`),
    // The user list: one index per sort key, with id as the tie-break and group_id for the group
    // filter, so the page's ids come from the index alone; "C" gives byte order and lets
    // `like 'prefix%'` use the same index on every database.
    index('users_name_sort_idx').on(sql`${t.nameKey} collate "C"`, t.id, t.groupId),
    index('users_name_zh_sort_idx').on(sql`${t.nameZhKey} collate "C"`, t.id, t.groupId),
    index('users_username_sort_idx').on(sql`${t.usernameKey} collate "C"`, t.id, t.groupId),
    index('users_email_sort_idx').on(sql`${t.emailKey} collate "C"`, t.id, t.groupId),
    index('users_phone_sort_idx').on(sql`${t.phone} collate "C"`, t.id, t.groupId),
    index('users_status_sort_idx').on(t.status, t.id, t.groupId),
    index('users_created_sort_idx').on(t.createdAt, t.id, t.groupId),
    index('users_id_group_idx').on(t.id, t.groupId),
    index('users_group_idx').on(t.groupId, t.id),
    check('users_status_check', sql`${t.status} in ('0', '1')`),
  ],
);

/**
 * Every (group, user) pair where the user is in the group or in a group below it (the root aside),
 * with the user's creation time: a department's users in joining order are one index range, so a
 * deep page of a large subtree skips index entries instead of filtering the whole table, and its
 * count is an index-only scan. Kept by the database (triggers of migration 0011): users added, users
 * moved between groups, groups moved in the tree.
 */
export const groupSubtreeUsers = pgTable(
  'group_subtree_users',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { mode: 'string' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.createdAt, t.userId] }), index('group_subtree_users_user_idx').on(t.userId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionId] })],
);

// One row per signed-in token: holds the server-known current role; deleting it revokes the token.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentRole: text('current_role').notNull().default('all'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The user's token version at sign-in: a session whose user's version moved on is dead, so not listed.
    tokenVersion: integer('token_version').notNull().default(0),
    // The client address (as throttling computes it) and the User-Agent (at most 512 characters) at sign-in.
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    // Touched by the session read at most once a minute (lib/auth/session.ts), so reads stay cheap.
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    // When the user last proved who they are in this session (sign-in, or POST /api/user/reauth): sensitive writes want it recent.
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    // "View as" (issue 29, lib/auth/view-as.ts): the user this session previews the console as, under
    // which role, since when. While set, every request reads as that user within the viewer's own reach,
    // and every write is refused (lib/api/route.ts). Ends with the target user (set null).
    viewAsUserId: text('view_as_user_id').references(() => users.id, { onDelete: 'set null' }),
    viewAsRole: text('view_as_role'),
    viewAsStartedAt: timestamp('view_as_started_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    // A user's deletion finds the sessions viewing as them without reading every session.
    index('sessions_view_as_idx').on(t.viewAsUserId).where(sql`${t.viewAsUserId} is not null`),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    // NFKC-normalised and lower-cased, so look-alike spellings of one name share a count.
    username: text('username').notNull(),
    // The client address (lib/server/client-address.ts): failures count per (username, address) and per address.
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.failedAt),
    index('login_failures_address_idx').on(t.address, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);

// Proof-of-work solutions already spent on a sign-in (lib/auth/login-challenge.ts), by their challenge's
// signature: a solution buys one attempt, on every instance. Rows go once their challenge has expired.
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

// One row per write through the system API, inserted in the write's own transaction (lib/trail).
// No foreign keys: an entry outlives the user who wrote it and the rows it describes.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    method: text('method').notNull(),
    endpoint: text('endpoint').notNull(),
    // lib/trail/entities.ts: the system's four and the registered resources' (resources/index.ts)
    entity: text('entity').$type<AuditEntity>().notNull(),
    action: text('action').notNull(),
    ids: text('ids').array().notNull(),
    // Snapshots of the touched rows by id, before and after the write (never a password hash).
    before: jsonb('before').$type<Record<string, Record<string, unknown>>>().notNull(),
    after: jsonb('after').$type<Record<string, Record<string, unknown>>>().notNull(),
    // The users the entry names (lib/trail/subjects.ts): a scoped reader sees it only when all of them
    // are inside the scope (lib/scope/users.ts, `auditScope`).
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    // The lower-cased username the user filter matches: a plain column (unlike an expression) lets
    // its index count the matches without reading the table (an index-only scan).
    usernameKey: text('username_key').notNull().generatedAlwaysAs(sql`lower(username)`),
    // The API key the write was made with (its name then), null for a session's write.
    keyName: text('key_name'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.at, t.id),
    index('audit_log_username_idx').on(sql`${t.usernameKey} collate "C"`, t.at, t.id),
  ],
);

// Every sign-in attempt and sign-out (lib/auth/signin-record.ts). Never a password. No foreign key: the history
// outlives the user; `user_id` is set when the username named a user (the data scope filters on it).
export const signins = pgTable(
  'signins',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // As typed (NFKC-normalised, at most 128 characters): an unknown username is recorded too.
    username: text('username').notNull(),
    userId: text('user_id'),
    result: text('result', { enum: signinResults }).notNull(),
    // The factor the attempt used or failed (lib/auth/factor-kinds.ts): `password`, `totp`, `recovery`; null for a sign-out.
    factor: text('factor'),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    usernameKey: text('username_key').notNull().generatedAlwaysAs(sql`lower(username)`),
  },
  (t) => [
    index('signins_at_idx').on(t.at, t.id),
    index('signins_user_idx').on(t.userId, t.at),
    index('signins_username_idx').on(sql`${t.usernameKey} collate "C"`, t.at, t.id),
    check(
      'signins_result_check',
      sql.raw(`result in (${signinResults.map((r) => `'${r}'`).join(', ')})`),
    ),
  ],
);

// The registered resources (resources/index.ts) whose menu items and grants this database has been
// given, once each (lib/db/resource-seeds.ts): an item an administrator later moves or deletes stays so.
export const resourceSeeds = pgTable('resource_seeds', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

// System settings changed without a deploy (lib/settings): one row per setting an administrator set; a
// setting without a row has its default. No process cache: every instance reads them per request.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// A user's TOTP second factor (RFC 6238): the secret encrypted (lib/auth/mfa/secret-box.ts); unconfirmed
// until the first code is entered. `last_step` is the newest 30-second step a code was accepted for:
// a code of that step or an older one is refused, on every instance.
export const totpFactors = pgTable('totp_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Ten one-time recovery codes per user with a second factor: SHA-256 of the code (80 random bits), spent once.
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

// Sign-in tickets between the password and a session (lib/auth/mfa/tickets.ts): `mfa` waits for a code,
// `mfa-enrol` reaches only the enrolment endpoints. Stored as SHA-256 of the ticket; single-use.
export const mfaTickets = pgTable(
  'mfa_tickets',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mfa', 'mfa-enrol'] }).notNull(),
    tokenVersion: integer('token_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mfa_tickets_expires_idx').on(t.expiresAt), check('mfa_tickets_kind_check', sql`${t.kind} in ('mfa', 'mfa-enrol')`)],
);

// A user's passkeys (WebAuthn credentials, lib/auth/mfa/passkeys.ts): the credential id and COSE public
// key as base64url, the signature counter (a lower one than stored is a cloned authenticator, refused).
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

// WebAuthn challenges between an options call and its answer: single-use (deleted when answered) and
// living 5 minutes, in the database so every instance sharing it accepts the answer. `register` belongs
// to a user; `signin` to no one (passwordless) or to the `mfa` ticket it was asked with (`ticket_hash`).
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'signin'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt), check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('register', 'signin')`)],
);

// API keys (lib/auth/api-keys/): a script's credential acting as its owner with at most the listed
// permissions. Only the SHA-256 of the secret is kept; the token version is the owner's at creation, so
// whatever ends all of the owner's tokens (disable, a password reset by an administrator) ends the key.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    tokenVersion: integer('token_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Moved at most once a minute per key (a conditional update), with the address of that request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
  },
  (t) => [uniqueIndex('api_keys_secret_idx').on(t.secretHash), index('api_keys_user_idx').on(t.userId, t.createdAt), index('api_keys_created_idx').on(t.createdAt, t.id)],
);

// The permissions a key carries (a deleted permission leaves every key).
export const apiKeyPermissions = pgTable(
  'api_key_permissions',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.permissionId] }), index('api_key_permissions_permission_idx').on(t.permissionId)],
);

// A user's notifications (issue 32): written by the server (lib/notifications/notify.ts), read and marked
// read by their user, pruned like the audit trail (NOTIFICATION_RETENTION_DAYS). The serial id is the
// event stream's id: a client resumes after the last one it saw.
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // lib/notifications/kinds.ts
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox (newest first, keyset on id) and the stream (after an id), per user.
    index('notifications_user_idx').on(t.userId, t.id),
    // The bell's count reads only the unread ones.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_at_idx').on(t.at, t.id),
  ],
);

// A notification for everyone (a notice), one row however many users there are: each user's inbox
// derives it at read time (lib/notifications/broadcast.ts). `seq` is its notification id, drawn from the
// notifications' own sequence when it starts (at once, or at `at` for one scheduled), so it orders and
// resumes with the user's own rows; null while it waits for its start.
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: serial('id').primaryKey(),
    seq: integer('seq').unique(),
    // When it notifies: its start, or when it was written if it started earlier.
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    // What it is about (a notice's id), so an edit can move or withdraw one not yet started.
    source: text('source').notNull(),
  },
  (t) => [
    // The schedulers' question: the next start of those still waiting.
    index('notification_broadcasts_pending_idx').on(t.at).where(sql`${t.seq} is null`),
    index('notification_broadcasts_source_idx').on(t.source),
    index('notification_broadcasts_at_idx').on(t.at, t.id),
  ],
);

// A user's read marks on broadcasts: one row per broadcast read one at a time, and a watermark ("read
// all" up to a seq), so nothing is written per user until that user reads.
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq')
      .notNull()
      .references(() => notificationBroadcasts.seq, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);

export const notificationWatermarks = pgTable('notification_watermarks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readThrough: integer('read_through').notNull(),
});

/**
 * Single sign-on (lib/auth/oidc): a started authorisation, kept until its callback spends it (the one
 * call that deletes it) or it expires. Only the state's SHA-256 is stored; the PKCE verifier and the
 * nonce never leave the server.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** where the browser goes after signing in (a checked local path) */
    returnTo: text('return_to'),
    /** a `link` flow links the subject to the user of `sessionId` (the session that started it) instead of signing in */
    intent: text('intent', { enum: ['signin', 'link'] }).notNull().default('signin'),
    sessionId: text('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt), check('oidc_flows_intent_check', sql`${t.intent} in ('signin', 'link')`)],
);

/**
 * Identity providers added in the console by `super` (resources/ssoproviders), beside the environment's
 * (lib/auth/oidc/providers.ts; an environment provider's id wins). `code` is the provider's id in
 * `?provider=` and in role rules. The client secret is stored sealed (AES-256-GCM, lib/auth/mfa/secret-box.ts)
 * and never answered by any API.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    status: text('status', { enum: ['0', '1'] }).notNull().default('1'),
    /** create a user at a subject's first sign-in */
    jit: boolean('jit').notNull().default(false),
    /** `amr` / `acr` values that count as this console's second factor, comma-separated */
    mfaAmr: text('mfa_amr').notNull().default(''),
    mfaAcr: text('mfa_acr').notNull().default(''),
    /** the claim role rules read at this provider (empty: any rule's claim) */
    roleClaim: text('role_claim').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_providers_code_unique').on(sql`lower(${t.code})`), index('sso_providers_created_idx').on(t.createdAt, t.id), check('sso_providers_status_check', sql`${t.status} in ('0', '1')`)],
);

/** A provider's subject (issuer + `sub`, never an email) and the user it signs in. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);

/** Single sign-on role rules: a user whose `claim` (a string or one of a list) equals `value` at `provider` holds `role`. */
export const ssorules = pgTable(
  'ssorules',
  {
    id: text('id').primaryKey(),
    value: text('value').notNull(),
    provider: text('provider').notNull(),
    claim: text('claim').notNull(),
    // The id of one of roles (the services check it on every write; no foreign key, so deleting that row is not refused).
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sign-in reads one provider's rules: (provider, claim) finds them.
  (t) => [index('ssorules_role_idx').on(t.role), index('ssorules_provider_idx').on(t.provider, t.claim)],
);

// Each user's preferences (theme, colour, language, sidebar, tabs, table views): one JSON document per
// user, validated by lib/preferences/schema.ts and bounded in size by the service.
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
