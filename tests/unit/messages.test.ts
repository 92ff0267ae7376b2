import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { translate } from '@/lib/i18n/translate';

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
});
