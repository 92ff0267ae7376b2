'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { TreeOption } from '@/components/pickers/tree-select';
import { groupApi, groupKeys } from '@/resources/groups/ui/group-api';

/** Every group as tree options (the root included, as "All"), read once and shared by the filter and the form. */
export function useGroupOptions(): TreeOption[] {
  const locale = useLocale();
  const { data } = useQuery({ queryKey: groupKeys.options(locale), queryFn: groupApi.options });
  return useMemo(() => (data ?? []).map((g) => ({ id: g.id, parentId: g.parentId, order: g.order, label: g.name })), [data]);
}
