import seed from '@/data/seed.json';
import { buildMenu } from '@/lib/menu';

/** The menu tree the seed gives a fresh database (what lib/auth/menu-read.ts reads from it). */
export const seedMenu = buildMenu(
  seed.permissions
    .filter((p) => p.type === 'menu' && p.status === '1')
    .map((p) => ({
      id: p.id,
      parentId: p.parentId,
      order: p.order,
      path: p.path,
      nameEn: p.name.en,
      nameZh: p.name.zh,
      icon: 'icon' in p ? (p.icon ?? null) : null,
    })),
);
