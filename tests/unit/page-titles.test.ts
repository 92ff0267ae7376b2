import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { catalogues } from '@/lib/i18n/catalogues';
import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import { menuTitleKey } from '@/lib/resource/definition';
import { registeredResources } from '@/resources/index';

// next-intl's server translator on the console's catalogues, in the language the test sets; what it would
// log as an error (a missing message, a section asked for as a message) is kept.
let locale: Locale = 'en';
const errors: string[] = [];
vi.mock('next-intl/server', () => ({
  getTranslations: async () => createTranslator({ locale, messages: catalogues[locale], onError: (e) => errors.push(e.code) }),
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

  it("is a menu group's own title for the group's path, with no error", async () => {
    locale = 'zh';
    errors.length = 0;
    expect(await titleOf('/system')).toBe(translate('zh', 'menu.system.title'));
    expect(errors).toEqual([]);
  });
});
