import { describe, expect, it } from 'vitest';
import { catalogues, mergeMessages } from '@/lib/i18n/catalogues';
import { translate } from '@/lib/i18n/translate';
import { registeredResources } from '@/resources/index';

// The catalogues as the console loads them: messages/*.json and each registered resource's own.
const { en, zh } = catalogues;

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe('message catalogues', () => {
  it('have the same keys in en and zh', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('have no empty message', () => {
    for (const [name, catalogue] of Object.entries({ en, zh })) {
      for (const key of keys(catalogue)) expect(translate(name as 'en' | 'zh', key), `${name}:${key}`).not.toBe('');
    }
  });

  it('give each registered resource its own messages in both languages, none replacing another', () => {
    for (const { definition, messages } of registeredResources) {
      expect(keys(messages.zh).sort(), definition.name).toEqual(keys(messages.en).sort());
      expect(translate('en', `menu${definition.path.replaceAll('/', '.')}`)).not.toMatch(/^menu\./);
      expect(translate('en', `${definition.messages}.description`)).not.toBe(`${definition.messages}.description`);
    }
    expect(() => mergeMessages({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow('message a.b is defined twice');
  });
});
