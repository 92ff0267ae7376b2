'use client';

import { DictBadge } from './dict-badge';
import { useDictOptions } from './use-dict-options';

/** A record's value of a dictionary as its badge: the label in the UI's language, its colour; a value the dictionary lacks shows its code. */
export function DictValueBadge({ dict, value }: { dict: string; value: string }) {
  const options = useDictOptions(dict);
  const option = options.data?.find((o) => o.value === value);
  return <DictBadge value={value} label={option?.label ?? value} color={option?.color ?? 'gray'} />;
}
