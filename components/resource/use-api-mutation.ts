'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { errorText } from '@/lib/client/api';
import { HttpError, type Envelope } from '@/lib/client/http';
import { notify } from '@/lib/client/notify';

export interface ApiMutationOptions<TVars, TData> {
  /** The write: an `apiRequest` call answering the `{code: 200, message}` envelope (`data` when it answers something). */
  request: (vars: TVars) => Promise<Envelope<TData>>;
  /** Query keys (prefixes) to refetch after success, e.g. `[groupKeys.all]`. */
  invalidate: readonly QueryKey[];
  /** Also re-render the server components: the shell's menu is read from the database by the layout. */
  refreshServer?: boolean;
  /**
   * What to say when the write answers 404: the record it edits was deleted meanwhile. The hook
   * toasts this and refetches the keys (so the row goes); send the request with `toastError: false`.
   */
  gone?: string;
  /** The request is sent with `toastError: false` and this hook toasts its failures (a row's status switch). */
  toastErrors?: boolean;
  /** false: the caller says what was saved itself (the kit's form names the record) instead of the server's message */
  toastSuccess?: boolean;
}

/** A 404 from a write: the record it names no longer exists. */
export const isGone = (error: unknown) => error instanceof HttpError && error.kind === 'response' && error.status === 404;

/**
 * A write through the API client: on success it toasts the server's message and invalidates the
 * given keys (so tables refresh). Errors were already shown by the client unless the request opted
 * out; a 404 with `gone` says the record was deleted meanwhile and refreshes the list.
 */
export function useApiMutation<TVars, TData = unknown>({ request, invalidate, refreshServer, gone, toastErrors, toastSuccess = true }: ApiMutationOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const refetch = () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: request,
    onSuccess: async (envelope) => {
      if (toastSuccess && envelope.message) notify.success(envelope.message);
      await refetch();
      if (refreshServer) router.refresh();
    },
    onError: async (error) => {
      if (gone !== undefined && isGone(error)) {
        notify.error(gone);
        await refetch();
        if (refreshServer) router.refresh();
      } else if (toastErrors) {
        notify.error(errorText(error));
      }
    },
  });
}
