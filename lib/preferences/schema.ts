import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { themeColors } from '@/lib/theme';

/**
 * A user's preferences (GET/POST /api/user/preferences), kept on the server so they follow the user to
 * any browser. Shared with the browser: the same schema validates the answer it reads.
 */

export const themeModes = ['light', 'dark', 'system'] as const;
export const isThemeMode = (value: string): value is (typeof themeModes)[number] => themeModes.some((mode) => mode === value);
export const densities = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof densities)[number];
export const pageSizes = [10, 20, 50, 100] as const;
/** the most tabs kept open (least recently used closes first) */
export const tabLimit = 10;
/** the most bytes of stored JSON per user */
export const preferencesMaxBytes = 16 * 1024;

const columnId = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'validate.invalid' });
// A local page path: one leading slash, no scheme or host; with its query for a tab's address.
const pagePath = z.string().max(200).regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, { error: 'validate.invalid' });
const pageHref = z.string().max(1000).regex(/^\/(?![/\\])[^\s\\]*$/, { error: 'validate.invalid' });

export const tableViewSchema = z.strictObject({
  /** column visibility by column id */
  columns: z.record(columnId, z.boolean()).refine((r) => Object.keys(r).length <= 50, { error: 'validate.invalid' }).optional(),
  order: z.array(columnId).max(50).optional(),
  widths: z.record(columnId, z.number().int().min(40).max(2000)).refine((r) => Object.keys(r).length <= 50, { error: 'validate.invalid' }).optional(),
  density: z.enum(densities).optional(),
  pageSize: z.union(pageSizes.map((size) => z.literal(size))).optional(),
});
export type TableView = z.infer<typeof tableViewSchema>;

export const savedTabSchema = z.strictObject({ path: pagePath, href: pageHref, pinned: z.boolean() });
export type SavedTab = z.infer<typeof savedTabSchema>;

export const preferencesSchema = z.strictObject({
  theme: z.enum(themeModes).optional(),
  color: z.enum(themeColors).optional(),
  locale: z.enum(locales).optional(),
  sidebarOpen: z.boolean().optional(),
  /** the tabs bar on or off (on unless turned off) */
  tabsEnabled: z.boolean().optional(),
  tabs: z.array(savedTabSchema).max(tabLimit).optional(),
  /** each table's view, by the table's key (its API path) */
  tables: z
    .record(z.string().regex(/^[A-Za-z0-9/_-]{1,100}$/, { error: 'validate.invalid' }), tableViewSchema)
    .refine((r) => Object.keys(r).length <= 50, { error: 'validate.invalid' })
    .optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** A change: each given key replaces the stored one, `null` removes it; `reset: true` first clears them all. */
export const preferencesChangeSchema = z.strictObject({
  reset: z.literal(true).optional(),
  theme: z.enum(themeModes).nullable().optional(),
  color: z.enum(themeColors).nullable().optional(),
  locale: z.enum(locales).nullable().optional(),
  sidebarOpen: z.boolean().nullable().optional(),
  tabsEnabled: z.boolean().nullable().optional(),
  tabs: preferencesSchema.shape.tabs.unwrap().nullable().optional(),
  tables: preferencesSchema.shape.tables.unwrap().nullable().optional(),
});
export type PreferencesChange = z.infer<typeof preferencesChangeSchema>;

/** The stored preferences after a change (pure: the service stores what this answers). */
export function applyChange(stored: Preferences, change: PreferencesChange): Preferences {
  const { reset, ...fields } = change;
  const next: Record<string, unknown> = reset ? {} : { ...stored };
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return preferencesSchema.parse(next);
}
