import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// No `server-only` marker: drizzle-kit loads this file (drizzle.config.ts), as it does lib/db/schema.ts.

/** A dictionary: a named list of coded values (`notice_level`), read by code. */
export const dicts = pgTable(
  'dicts',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: ['0', '1'] }).notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dicts_code_key').on(t.code),
    check('dicts_remark_check', sql`char_length(${t.remark}) <= 2000`),
    check('dicts_status_check', sql`${t.status} in ('0', '1')`),
  ],
);

/** A dictionary's value: its code (what records store), its labels, colour and place; unique per dictionary. */
export const dictValues = pgTable(
  'dict_values',
  {
    id: text('id').primaryKey(),
    dictId: text('dict_id')
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    labelEn: text('label_en').notNull(),
    labelZh: text('label_zh').notNull(),
    color: text('color').notNull().default('gray'),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status', { enum: ['0', '1'] }).notNull().default('1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One code per dictionary; also the look-up of a written value and the options' order.
    uniqueIndex('dict_values_dict_code_key').on(t.dictId, t.code),
    index('dict_values_dict_order_idx').on(t.dictId, t.sortOrder),
    check('dict_values_status_check', sql`${t.status} in ('0', '1')`),
  ],
);
