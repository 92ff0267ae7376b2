'use client';

import { createContext, useContext } from 'react';

/** Whether the kept page around is shown again (its tab was hidden since it opened); false outside tabs. */
export const RevisitedTabContext = createContext(false);

/** What a query's refetch test reads (any query's `Query` has it). */
type QueryState = { state: { isInvalidated: boolean } };
const onlyIfInvalidated = (query: QueryState) => query.state.isInvalidated;

/**
 * A list's `refetchOnMount` under the tabs: a page shown again in its tab re-subscribes its queries (its
 * effects ran again), which would refetch each one gone stale although nothing changed. There it refetches
 * only what a write invalidated meanwhile; a page opened anew fetches as usual.
 */
export function useRefetchOnShow(): true | ((query: QueryState) => boolean) {
  return useContext(RevisitedTabContext) ? onlyIfInvalidated : true;
}
