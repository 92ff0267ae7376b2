'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { Envelope } from '@/lib/client/http';
import { notify } from '@/lib/client/notify';

export interface ApiMutationOptions<TVars, TData> {
  /** The write: an `apiRequest` call answering the `{code: 200, message}` envelope (`data` when it answers something). */
  request: (vars: TVars) => Promise<Envelope<TData>>;
  /** Query keys (prefixes) to refetch after success, e.g. `[groupKeys.all]`. */
  invalidate: readonly QueryKey[];
  /** Also re-render the server components: the shell's menu is read from the database by the layout. */
  refreshServer?: boolean;
}

/**
 * A write through the API client: on success it toasts the server's message and invalidates the
 * given keys (so tables refresh). Errors were already shown by the client unless the request opted out.
 */
export function useApiMutation<TVars, TData = unknown>({ request, invalidate, refreshServer }: ApiMutationOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: request,
    onSuccess: async (envelope) => {
      if (envelope.message) notify.success(envelope.message);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (refreshServer) router.refresh();
    },
  });
}
