import 'server-only';
import { isSettingKey, settingKeys } from '@/lib/settings/definitions';
import { storedSettings } from '@/lib/settings/read';
import type { ListSettingsInput } from './schema';
import { settingView } from './view';

/**
 * One page of settings. Their number is the code's (a handful, not rows that grow), so the page is cut
 * from all of them after the one query of the stored values.
 */
export async function listSettings(input: ListSettingsInput) {
  const stored = await storedSettings();
  const prefix = input.key.toLowerCase();
  const keys = settingKeys.filter((key) => key.toLowerCase().startsWith(prefix));
  if (input.orderField === 'key') keys.sort((a, b) => (input.orderValue === 'desc' ? b.localeCompare(a) : a.localeCompare(b)));
  const page = keys.slice((input.page - 1) * input.size, input.page * input.size);
  return { list: page.map((key) => settingView(key, stored)), total: keys.length };
}

/** One setting, or null (404) for a key the code does not define. */
export async function settingDetail(id: string) {
  return isSettingKey(id) ? settingView(id, await storedSettings()) : null;
}
