import { sql } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// No `server-only` marker: drizzle-kit loads this file (drizzle.config.ts), as it does lib/db/schema.ts.

/** Raw bytes (`bytea`): a Uint8Array from PGlite, a Buffer (one too) from pg. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** An uploaded file's record; its bytes are in the store `storage` names, under `key`. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    // The name it was uploaded with (its extension matched its sniffed type).
    name: text('name').notNull(),
    // The type sniffed from its content, never the one the client declared.
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    storage: text('storage', { enum: ['database', 'local', 's3'] }).notNull().default('database'),
    // Who uploaded it (the session's user); no foreign key: a file outlives its uploader, as a notice its author.
    authorId: text('author_id').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_created_idx').on(t.createdAt, t.id),
    index('files_name_idx').on(sql`lower(${t.name}) collate "C"`),
    check('files_storage_check', sql`${t.storage} in ('database', 'local', 's3')`),
    check('files_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

/** The bytes of the files the database stores (the default driver: every instance reads the same). */
export const fileContents = pgTable('file_contents', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/**
 * A user's avatar: one file of theirs (a raster image) shown in the header and on the account page.
 * Deleting the user or the file removes the link; replacing or removing the avatar deletes its file.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: text('file_id')
    .notNull()
    .unique()
    .references(() => files.id, { onDelete: 'cascade' }),
});
