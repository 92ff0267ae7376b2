import { defineResource } from '@/lib/resource/definition';
import { editSettingSchema, listSettingsSchema, settingOrderFields } from './schema';

/** System settings (`/system/setting`): the code's settings, each edited, or reset to its default by delete. */
export const settingResource = defineResource({
  api: 'system/settings',
  path: '/system/setting',
  messages: 'page.system.setting',
  name: 'settings',
  contract: { list: listSettingsSchema, edit: editSettingSchema },
  orderFields: settingOrderFields,
});
