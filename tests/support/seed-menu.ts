import seed from '@/data/seed.json';
import { translate } from '@/lib/i18n/translate';
import { buildMenu, type MenuRow } from '@/lib/menu';
import { registeredResources } from '@/resources/index';

const seeded: MenuRow[] = seed.permissions
  .filter((p) => p.type === 'menu' && p.status === '1')
  .map((p) => ({
    id: p.id,
    parentId: p.parentId,
    order: p.order,
    path: p.path,
    nameEn: p.name.en,
    nameZh: p.name.zh,
    icon: 'icon' in p ? (p.icon ?? null) : null,
  }));

// Each registered resource's item, last under its parent, titled by its menu message (lib/db/resource-seeds.ts).
const registered: MenuRow[] = registeredResources.flatMap(({ definition, menu }) => {
  if (!menu) return [];
  const parent = seeded.find((p) => p.path === menu.parent);
  const title = `menu${definition.path.replaceAll('/', '.')}`;
  return {
    id: menu.id,
    parentId: parent?.id ?? null,
    order: Math.max(...seeded.filter((p) => p.parentId === parent?.id).map((p) => p.order)) + 1,
    path: definition.path,
    nameEn: translate('en', title),
    nameZh: translate('zh', title),
    icon: 'circle',
  };
});

/** The menu tree the seed gives a fresh database (what lib/auth/menu-read.ts reads from it), registered resources included. */
export const seedMenu = buildMenu([...seeded, ...registered]);
