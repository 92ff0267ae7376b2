import { describe, expect, it } from 'vitest';
import { scopedMessages } from '@/lib/i18n/scoped-messages';
import en from '@/messages/en.json';

describe('scopedMessages', () => {
  it('sends the shared namespaces and only the named section of `page`', () => {
    const scoped = scopedMessages(en, 'dashboard');
    expect(Object.keys(scoped.page ?? {})).toEqual(['dashboard']);
    expect(scoped.menu).toEqual(en.menu);
    expect(scoped.button).toEqual(en.button);
    expect(JSON.stringify(scoped).length).toBeLessThan(JSON.stringify(en).length / 3);
  });

  it('sends no page texts without a section, or for an unknown one', () => {
    expect(scopedMessages(en)).not.toHaveProperty('page');
    expect(scopedMessages(en, 'nowhere')).not.toHaveProperty('page');
  });
});
