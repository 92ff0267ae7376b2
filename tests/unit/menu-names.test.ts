import { describe, expect, it } from 'vitest';
import seed from '@/data/seed.json';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { menuNodes } from '@/lib/menu';

const catalogues = { en, zh };
const lookup = (messages: object, id: string): unknown =>
  id.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), messages);

describe('menu names', () => {
  it.each(['en', 'zh'] as const)('the seeded permission, the menu and the page heading agree (%s)', (locale) => {
    const messages = catalogues[locale];
    for (const node of menuNodes) {
      const title = lookup(messages, node.title);
      expect(typeof title, node.title).toBe('string');
      const permission = seed.permissions.find((p) => p.type === 'menu' && p.path === node.path);
      expect(permission?.name[locale], node.path).toBe(title);
      // A demo page's heading is page.<section>.<leaf>.title where it has one of its own.
      const heading = lookup(messages, `page${node.path.replaceAll('/', '.')}.title`);
      if (typeof heading === 'string') expect(heading, node.path).toBe(title);
    }
  });

  it('names no 3D page a chart in Chinese', () => {
    for (const node of menuNodes.filter((n) => n.parentPath === '/three')) {
      expect(String(lookup(zh, node.title))).not.toContain('图表');
    }
  });
});
