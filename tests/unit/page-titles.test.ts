import { describe, expect, it, vi } from 'vitest';
import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { menuTitleKey } from '@/lib/resource/definition';
import { registeredResources } from '@/resources/index';

// next-intl's server translator, on the console's catalogues, in the language the test sets.
let locale: Locale = 'en';
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) => {
    const id = (key: string) => (namespace ? `${namespace}.${key}` : key);
    return Object.assign((key: string) => translate(locale, id(key)), { has: (key: string) => translate(locale, id(key)) !== id(key) });
  },
}));

const { generateMetadata } = await import('@/app/(console)/[...slug]/page');
const titleOf = async (path: string) => (await generateMetadata({ params: Promise.resolve({ slug: path.split('/').slice(1) }) })).title;

describe("a registered resource's page title", () => {
  it.each(['en', 'zh'] as const)('is its menu item\'s title (%s)', async (language) => {
    locale = language;
    for (const { definition } of registeredResources) {
      const title = translate(language, menuTitleKey(definition.path));
      expect(title, definition.path).not.toBe(menuTitleKey(definition.path));
      expect(await titleOf(definition.path), definition.path).toBe(title);
    }
  });

  it('is none for a path that is no menu item', async () => {
    expect(await titleOf('/system/nothing-here')).toBeUndefined();
  });
});
