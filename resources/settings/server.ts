import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { listSettings, settingDetail } from './list';
import { logoRoutes } from './logo-route';
import { settingResource } from './resource';
import { editSetting, resetSettings } from './service';
import { settingSnapshot } from './snapshot';

/** Settings, served from the registry: /api/system/settings (list; DELETE resets), .../edit, .../detail/{id}, .../logo. */
export const served = serveResource(
  settingResource,
  {
    list: (input) => listSettings(input),
    detail: (id) => settingDetail(id),
    edit: (input, { locale }) => editSetting(input, locale),
    remove: async (ids) => {
      await resetSettings(ids);
      return undefined;
    },
    snapshot: settingSnapshot,
  },
  { logo: logoRoutes },
);
