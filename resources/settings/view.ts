import 'server-only';
import { settingDefinitions, settingsSchema, type SettingKey } from '@/lib/settings/definitions';
import { settingFromEnv } from '@/lib/settings/read';

/** Where a setting's value in force comes from: its environment variable, the stored row, or the default. */
export type SettingSource = 'env' | 'stored' | 'default';
export type SettingView = ReturnType<typeof settingView>;

/** A setting as the API answers it: the value in force, what is stored, the default, and the variable that would win. */
export function settingView(key: SettingKey, stored: Map<string, unknown>) {
  const definition = settingDefinitions[key];
  const env = settingFromEnv(key);
  const storedValue = stored.has(key) ? stored.get(key) : null;
  const source: SettingSource = env !== undefined ? 'env' : stored.has(key) ? 'stored' : 'default';
  const inForce = settingsSchema.shape[key].parse(env ?? storedValue ?? undefined);
  return {
    id: key,
    key,
    kind: definition.kind,
    value: String(inForce),
    stored: storedValue === null ? null : String(storedValue),
    fallback: String(definition.fallback),
    env: definition.env,
    source,
  };
}
