import { resourceClient } from '@/components/resource/resource-client';
import { dictOptionKeys } from '@/components/dict/use-dict-options';
import type { ContractInput } from '@/lib/resource/definition';
import { dictResource, dictValueResource } from '@/resources/dicts/resource';
import type { DictView } from '@/resources/dicts/view';
import type { DictValueView } from '@/resources/dicts/values-view';

/** A dictionary as the API answers it (the list's rows and the detail). */
export type DictItem = DictView;
/** A dictionary's value as the API answers it. */
export type DictValueItem = DictValueView;
/** The list's body, from the contract (what the client sends: `z.input`). */
export type DictListFilter = ContractInput<typeof dictResource, 'list'>;

/** Dictionaries in the browser: a write refreshes every form, filter and badge fed by one (enabled or not). */
export const dicts = resourceClient<DictItem, typeof dictResource>(dictResource, { empty: { list: [], total: 0 }, alsoRefresh: [dictOptionKeys.all] });

/** A dictionary's values in the browser. */
export const dictValues = resourceClient<DictValueItem, typeof dictValueResource>(dictValueResource, { empty: { list: [], total: 0 }, alsoRefresh: [dictOptionKeys.all] });
