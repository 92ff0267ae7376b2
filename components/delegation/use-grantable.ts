'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '@/components/shell/session-context';
import { apiRequest } from '@/lib/client/api';
import { covers, type GrantSet, type Holdings } from '@/lib/delegation/rules';

export const grantableKeys = { all: ['user', 'grantable'] as const };

const nothing: Holdings = { roles: [], permissions: [] };

/**
 * What this session may hand out (GET /api/user/grantable), asked again when the current role
 * changes. Until it arrives nothing counts as grantable, so the UI never offers what would be refused.
 */
export function useGrantable() {
  const { user } = useSession();
  const { data, isPending } = useQuery({
    queryKey: [...grantableKeys.all, user.id, user.currentRole],
    queryFn: async () => (await apiRequest<Holdings>('user/grantable', { toastError: false })).data ?? nothing,
  });
  const holdings = data ?? nothing;
  return { holdings, pending: isPending, covers: (wanted: GrantSet) => covers(holdings, wanted) };
}

/** The permission tree's options with the ones this session may not grant shown but locked. */
export function useGrantableOptions<T extends { id: string; disabled?: boolean }>(options: readonly T[]): T[] {
  const { holdings } = useGrantable();
  return useMemo(() => {
    const held = new Set(holdings.permissions);
    return options.map((o) => ({ ...o, disabled: o.disabled || !held.has(o.id) }));
  }, [options, holdings]);
}
