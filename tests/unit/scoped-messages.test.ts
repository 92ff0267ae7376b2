import { describe, expect, it } from 'vitest';
import { scopedMessages, shellNamespaces } from '@/lib/i18n/scoped-messages';
import en from '@/messages/en.json';

describe('scopedMessages', () => {
  it('sends the shell its own namespaces only, and no page texts', () => {
    const scoped = scopedMessages(en);
    expect(Object.keys(scoped).toSorted()).toEqual([...shellNamespaces].toSorted());
    expect(scoped.common).toEqual(en.common);
    expect(scoped).not.toHaveProperty('page');
    expect(scoped).not.toHaveProperty('table');
  });

  it('sends a section every shared namespace and only its own part of `page` when it names none', () => {
    const scoped = scopedMessages(en, 'system');
    expect(Object.keys(scoped.page ?? {})).toEqual(['system']);
    expect(scoped.menu).toEqual(en.menu);
    expect(scoped.button).toEqual(en.button);
    expect(scopedMessages(en, 'nowhere')).not.toHaveProperty('page');
  });

  it('sends a section that names its namespaces those and the shell’s', () => {
    const scoped = scopedMessages(en, 'dashboard', ['dict']);
    expect(Object.keys(scoped).toSorted()).toEqual([...shellNamespaces, 'dict', 'page'].toSorted());
    expect(scoped.dict).toEqual(en.dict);
    expect(Object.keys(scoped.page ?? {})).toEqual(['dashboard']);
    expect(JSON.stringify(scoped).length).toBeLessThan(JSON.stringify(en).length / 4);
  });

  it('names only namespaces the catalogue has', () => {
    for (const name of shellNamespaces) expect(en).toHaveProperty(name);
  });
});
