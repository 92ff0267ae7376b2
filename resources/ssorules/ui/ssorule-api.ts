import { resourceClient } from '@/components/resource/resource-client';
import type { ContractInput } from '@/lib/resource/definition';
import { ssoruleResource } from '@/resources/ssorules/resource';
import type { SsoruleView } from '@/resources/ssorules/view';

/** A ssorule as the API answers it (the list's rows and the detail). */
export type SsoruleItem = SsoruleView;
/** The list's body, from the contract (what the client sends: `z.input`). */
export type SsoruleListFilter = ContractInput<typeof ssoruleResource, 'list'>;

/** Ssorules in the browser. */
export const ssorules = resourceClient<SsoruleItem, typeof ssoruleResource>(ssoruleResource, { empty: { list: [], total: 0 } });
