import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '@/resources/files/table';

// No `server-only` marker: drizzle-kit loads this file (drizzle.config.ts), as it does lib/db/schema.ts.
export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    // The text in each language; either may be empty (a reader then sees the other one).
    bodyEn: text('body_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    // A value of the dictionary `notice_level` (resources/dicts): checked on write, not by a constraint.
    level: text('level').notNull().default('info'),
    status: text('status', { enum: ['0', '1'] }).notNull().default('1'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // Who wrote it (the session's user when it was added); no foreign key: a notice outlives its author.
    authorId: text('author_id').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard's question: enabled, started, newest start first.
    index('notices_published_idx').on(t.status, t.startsAt),
    check('notices_status_check', sql`${t.status} in ('0', '1')`),
    check('notices_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('notices_body_en_check', sql`char_length(${t.bodyEn}) <= 2000`),
    check('notices_body_zh_check', sql`char_length(${t.bodyZh}) <= 2000`),
  ],
);

/**
 * A notice's attachments, in the order given: files linked by id. Deleting the notice detaches them (the
 * files stay on /system/file); deleting a file takes it off the notices it was attached to.
 */
export const noticeFiles = pgTable(
  'notice_files',
  {
    noticeId: text('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.fileId] }), index('notice_files_file_idx').on(t.fileId)],
);
