import { resourceClient } from '@/components/resource/resource-client';
import type { ContractInput } from '@/lib/resource/definition';
import { ssoproviderResource } from '@/resources/ssoproviders/resource';
import type { SsoproviderView } from '@/resources/ssoproviders/view';

/** A ssoprovider as the API answers it (the list's rows and the detail). */
export type SsoproviderItem = SsoproviderView;
/** The list's body, from the contract (what the client sends: `z.input`). */
export type SsoproviderListFilter = ContractInput<typeof ssoproviderResource, 'list'>;

/** Ssoproviders in the browser. */
export const ssoproviders = resourceClient<SsoproviderItem, typeof ssoproviderResource>(ssoproviderResource, { empty: { list: [], total: 0 } });
