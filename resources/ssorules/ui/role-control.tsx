'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { Combobox } from '@/components/custom/combobox';
import { useGrantable } from '@/components/delegation/use-grantable';
import type { CustomControlProps } from '@/components/resource/form-spec';
import { useSession } from '@/components/shell/session-context';
import { allRolesFilter, roleApi, roleKeys } from '@/resources/roles/ui/role-api';
import type { SsoruleItem } from './ssorule-api';

/**
 * The rule's role, by id: only roles the session may hand out are offered (a rule is a grant; the
 * server refuses the others), besides the one the rule already names. Without the role page's menu
 * the list cannot be read, and the field shows the id it holds.
 */
export function RoleControl({ id, value, onChange, invalid, required }: CustomControlProps<SsoruleItem, string>) {
  const locale = useLocale();
  const { user } = useSession();
  const canList = user.currentMenuPermission.includes('/system/role');
  const { data } = useQuery({ queryKey: roleKeys.list(allRolesFilter, locale), queryFn: () => roleApi.list(allRolesFilter), enabled: canList });
  const { holdings } = useGrantable();
  const options = useMemo(() => {
    const held = new Set(holdings.roles);
    const roles = (data?.list ?? []).filter((r) => held.has(r.role) || r.id === value);
    const known = roles.map((r) => ({ value: r.id, label: r.name, keywords: [r.role] }));
    return value && !roles.some((r) => r.id === value) ? [...known, { value, label: value }] : known;
  }, [data, holdings, value]);
  return <Combobox id={id} invalid={invalid} aria-required={required || undefined} aria-describedby={invalid ? `${id}-error` : undefined} options={options} value={value} onChange={onChange} />;
}
