'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { CheckboxTreeOption } from '@/components/pickers/checkbox-tree';
import { permissionApi, permissionKeys } from './permission-api';

/**
 * The whole permission tree (GET /api/system/permissions, readable from the user and role pages too):
 * names for the permission columns and the options of the permission checkbox tree.
 */
export function usePermissionTree() {
  const locale = useLocale();
  const { data, isPending } = useQuery({ queryKey: permissionKeys.tree(locale), queryFn: permissionApi.tree });
  return useMemo(() => {
    const names = new Map((data ?? []).map((p) => [p.id, p.name]));
    const options: CheckboxTreeOption[] = (data ?? []).map((p) => ({
      id: p.id,
      parentId: p.parentId,
      order: p.order,
      label: p.name,
      hint: p.type === 'action' ? undefined : p.path,
    }));
    return { pending: isPending, options, names: (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id) };
  }, [data, isPending]);
}
