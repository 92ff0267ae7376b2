import { describe, expect, it } from 'vitest';
import seed from '@/data/seed.json';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

const catalogues = { en, zh };
const lookup = (messages: object, id: string): unknown =>
  id.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), messages);
const menus = seed.permissions.filter((p) => p.type === 'menu');

describe('menu names', () => {
  it.each(['en', 'zh'] as const)('the seeded menu title and the page heading agree (%s)', (locale) => {
    for (const item of menus) {
      // A demo page's heading is page.<section>.<leaf>.title where it has one of its own.
      const heading = lookup(catalogues[locale], `page${item.path.replaceAll('/', '.')}.title`);
      if (typeof heading === 'string') expect(heading, item.path).toBe(item.name[locale]);
    }
  });

  it('names no 3D page a chart in Chinese', () => {
    const three = menus.filter((p) => p.path.startsWith('/three/'));
    expect(three.length).toBeGreaterThan(0);
    for (const item of three) expect(item.name.zh).not.toContain('图表');
  });
});
