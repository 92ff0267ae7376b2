'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useSession } from '@/components/shell/session-context';
import { covers, userRowRefusal } from '@/lib/delegation/rules';
import { superRole } from '@/lib/rbac';
import { useGrantable } from './use-grantable';

type UserRow = { id: string; roles: readonly { role: string }[]; permissions: readonly string[] };
type RoleRow = { role: string; permissions: readonly string[] };

/** Why the server would refuse an action on a user row, in the current language, or undefined. */
export function useUserRefusal() {
  const t = useTranslations('page.system.refusal');
  const { holdings } = useGrantable();
  const selfId = useSession().user.id;
  return useCallback(
    (row: UserRow, action: 'edit' | 'delete' | 'status') => {
      const target = { id: row.id, roles: row.roles.map((r) => r.role), permissions: row.permissions };
      const refusal = userRowRefusal(holdings, target, selfId, action);
      if (refusal === 'beyondGrants') return t('beyondGrants');
      if (refusal === 'self') return t(action === 'delete' ? 'deleteSelf' : 'disableSelf');
      return undefined;
    },
    [holdings, selfId, t],
  );
}

/** Why the server would refuse to change or delete a role row, or undefined. */
export function useRoleRefusal() {
  const t = useTranslations('page.system.refusal');
  const { holdings } = useGrantable();
  return useCallback(
    (row: RoleRow, action: 'edit' | 'delete' | 'status') => {
      if (!covers(holdings, { permissions: row.permissions })) return t('roleBeyondGrants');
      if (action !== 'edit' && row.role === superRole) return t('superRole');
      return undefined;
    },
    [holdings, t],
  );
}
