'use client';

import { KeyRound, ShieldOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { usePermission } from '@/components/resource/use-permission';
import type { RowAction } from '@/components/table/row-actions';
import { useUserRefusal } from '@/components/delegation/use-refusal';
import { userResource } from '@/resources/users/resource';
import { PasswordDialog } from './password-dialog';
import type { UserItem } from './user-api';
import { UserResetDialog } from './user-reset-dialog';
import { UserResetMfaDialog } from './user-reset-mfa-dialog';

/**
 * The row's "Reset password" and "Reset second factor" (for those who may edit users, each locked with
 * the delegation rules' reason where the server would refuse) and their dialogs.
 */
export function useResetAction() {
  const t = useTranslations();
  const canEdit = usePermission(userResource.path, 'edit');
  const refusal = useUserRefusal();
  const [resetting, setResetting] = useState<UserItem | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);
  const [resettingMfa, setResettingMfa] = useState<UserItem | null>(null);
  const actions = useCallback(
    (row: UserItem): readonly RowAction[] =>
      canEdit
        ? [
            { key: 'reset', label: t('button.reset.password'), icon: KeyRound, refusal: refusal(row, 'edit'), onSelect: () => setResetting(row) },
            { key: 'resetMfa', label: t('button.reset.mfa'), icon: ShieldOff, refusal: refusal(row, 'edit'), onSelect: () => setResettingMfa(row) },
          ]
        : [],
    [canEdit, refusal, t],
  );
  const dialogs = (
    <>
      {resetting && (
        <UserResetDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onPassword={(next) => {
            setResetting(null);
            setPassword({ username: resetting.username, password: next });
          }}
        />
      )}
      {resettingMfa && <UserResetMfaDialog user={resettingMfa} onClose={() => setResettingMfa(null)} />}
      {password && <PasswordDialog username={password.username} password={password.password} onClose={() => setPassword(null)} />}
    </>
  );
  return { actions, dialogs };
}
