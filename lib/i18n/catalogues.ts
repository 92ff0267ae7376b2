import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { MessageTree } from '@/lib/resource/registration';
import { registeredResources } from '@/resources/index';

/**
 * messages/{en,zh}.json with each registered resource's own messages (resources/<name>/messages.*.json)
 * merged in. A resource adds ids; one that would replace an existing message is a mistake, caught here.
 */
export function mergeMessages(base: MessageTree, extra: MessageTree, at = ''): MessageTree {
  const merged: Record<string, string | MessageTree> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    if (current === undefined) merged[key] = value;
    else if (typeof current === 'object' && typeof value === 'object') merged[key] = mergeMessages(current, value, `${at}${key}.`);
    else throw new Error(`message ${at}${key} is defined twice`);
  }
  return merged;
}

const withResources = (base: MessageTree, locale: 'en' | 'zh') =>
  registeredResources.reduce((tree, resource) => mergeMessages(tree, resource.messages[locale]), base);

export const catalogues = { en: withResources(en, 'en'), zh: withResources(zh, 'zh') } as const;
