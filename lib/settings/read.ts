import 'server-only';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { settingDefinitions, settingKeys, settingsSchema, type SettingKey, type SettingValues, type ShellSettings } from './definitions';

/** The environment variable's text for `key` when it is set (it wins over the stored value), else undefined. */
export function settingFromEnv(key: SettingKey): string | undefined {
  return process.env[settingDefinitions[key].env] || undefined;
}

/** The stored values by key (rows an administrator set), in one query. */
export async function storedSettings(db?: Pick<Db, 'select'>): Promise<Map<string, unknown>> {
  const reader = db ?? (await getDb());
  const rows = await reader.select({ key: t.settings.key, value: t.settings.value }).from(t.settings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * Every setting in force now: the environment's value where set, else the stored one, else the default.
 * Deliberately no process cache (one small query): a change made through any instance is in force on
 * every instance at its next request.
 */
export async function readSettings(db?: Pick<Db, 'select'>): Promise<SettingValues> {
  return settingsFrom(await storedSettings(db));
}

/** The settings in force given the stored values by key (read by another query: the session read's). */
export function settingsFrom(stored: ReadonlyMap<string, unknown>): SettingValues {
  const raw: Record<string, unknown> = {};
  for (const key of settingKeys) {
    const value = settingFromEnv(key) ?? stored.get(key);
    if (value !== undefined) raw[key] = value;
  }
  return settingsSchema.parse(raw);
}

/** One setting in force now (`getSetting('uploadMaxBytes')`), typed by its key. */
export async function getSetting<K extends SettingKey>(key: K, db?: Pick<Db, 'select'>): Promise<SettingValues[K]> {
  return (await readSettings(db))[key];
}

/** What the console's shell shows and its forms start from: the name (empty: the catalogue's) and a new role's second factor. */
export async function shellSettings(): Promise<ShellSettings> {
  const values = await readSettings();
  return { name: values.consoleName, roleMfaDefault: values.roleMfaDefault };
}
