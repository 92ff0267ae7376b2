import { resourceClient } from '@/components/resource/resource-client';
import { settingResource } from '@/resources/settings/resource';
import type { SettingView } from '@/resources/settings/view';

/** A setting as the API answers it (the list's rows and the detail). */
export type SettingItem = SettingView;

/** Settings in the browser; the console's name shows in the shell, which the server renders. */
export const settings = resourceClient<SettingItem, typeof settingResource>(settingResource, { empty: { list: [], total: 0 }, refreshServer: true });
