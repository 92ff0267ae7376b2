'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { usePermission } from '@/components/resource/use-permission';
import type { RowAction } from '@/components/table/row-actions';
import { useUserRefusal } from '@/components/delegation/use-refusal';
import { userResource } from '@/resources/users/resource';
import { PasswordDialog } from './password-dialog';
import type { UserItem } from './user-api';
import { UserResetDialog } from './user-reset-dialog';

/** The row's "Reset password" (for those who may edit users) and its dialogs: confirm, then the new password once. */
export function useResetAction() {
  const t = useTranslations();
  const canEdit = usePermission(userResource.path, 'edit');
  const refusal = useUserRefusal();
  const [resetting, setResetting] = useState<UserItem | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);
  const actions = useCallback(
    (row: UserItem): readonly RowAction[] =>
      canEdit ? [{ key: 'reset', label: t('button.reset.password'), icon: KeyRound, refusal: refusal(row, 'edit'), onSelect: () => setResetting(row) }] : [],
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
      {password && <PasswordDialog username={password.username} password={password.password} onClose={() => setPassword(null)} />}
    </>
  );
  return { actions, dialogs };
}
