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

// Each registered resource's item, at its own place or last under its parent (those with a place first),
// titled by its menu message (lib/db/resource-seeds.ts).
const rows: MenuRow[] = [...seeded];
const placedFirst = registeredResources.toSorted((a, b) => Number(a.menu?.order === undefined) - Number(b.menu?.order === undefined));
for (const { definition, menu } of placedFirst) {
  if (!menu) continue;
  const parent = rows.find((p) => p.path === menu.parent);
  const title = `menu${definition.path.replaceAll('/', '.')}`;
  rows.push({
    id: menu.id,
    parentId: parent?.id ?? null,
    order: menu.order ?? Math.max(-1, ...rows.filter((p) => p.parentId === parent?.id).map((p) => p.order)) + 1,
    path: definition.path,
    nameEn: translate('en', title),
    nameZh: translate('zh', title),
    icon: 'circle',
  });
}

/** The menu tree the seed gives a fresh database (what lib/auth/menu-read.ts reads from it), registered resources included. */
export const seedMenu = buildMenu(rows);
