'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useSession } from '@/components/shell/session-context';
import type { ComboboxOption } from '@/components/custom/combobox';
import { useGrantable } from '@/components/delegation/use-grantable';
import { allRolesFilter, roleApi, roleKeys } from '@/resources/roles/ui/role-api';

/**
 * The role picker's options: every role when the current role may list roles (the role page's
 * menu); otherwise only the roles the user already holds, so the form still shows and keeps them.
 * Either way only roles the session may hand out (lib/delegation/rules.ts) are offered, besides those held.
 */
export function useRoleOptions(held: readonly { role: string; name: string }[]): ComboboxOption[] {
  const locale = useLocale();
  const { user } = useSession();
  const canList = user.currentMenuPermission.includes('/system/role');
  const { data } = useQuery({ queryKey: roleKeys.list(allRolesFilter, locale), queryFn: () => roleApi.list(allRolesFilter), enabled: canList });
  const { holdings } = useGrantable();
  return useMemo(() => {
    const offered = new Set([...holdings.roles, ...held.map((r) => r.role)]);
    const roles = (data?.list ?? held).filter((r) => offered.has(r.role));
    return roles.map((r) => ({ value: r.role, label: r.name, keywords: [r.role] }));
  }, [data, held, holdings]);
}
