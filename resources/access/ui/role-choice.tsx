'use client';

import { useTranslations } from 'next-intl';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { allRoles } from '@/lib/rbac';
import type { Inspection } from './access-api';

/** The role to inspect or view as: all roles, or one the user holds (a disabled one says so). */
export function RoleChoice({ id, value, onChange, roles, testId }: { id: string; value: string; onChange: (role: string) => void; roles: Inspection['roles'] | undefined; testId: string }) {
  const t = useTranslations('page.system.access');
  return (
    <Select value={value} onValueChange={onChange} disabled={!roles}>
      <SelectTrigger id={id} className="w-full" data-testid={testId}><SelectValue /></SelectTrigger>
      <SelectContent>
        <SelectItem value={allRoles}>{t('allRoles')}</SelectItem>
        {(roles ?? []).map((r) => (
          <SelectItem key={r.code} value={r.code}>{r.enabled ? r.name : t('disabledRole', { role: r.name })}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
