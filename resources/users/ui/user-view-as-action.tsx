'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useUserRefusal } from '@/components/delegation/use-refusal';
import { useSession } from '@/components/shell/session-context';
import type { RowAction } from '@/components/table/row-actions';
import { accessResource } from '@/resources/access/resource';
import { ViewAsDialog } from '@/resources/access/ui/view-as-dialog';
import type { UserItem } from './user-api';

/**
 * The row's "View as" (issue 29), as the inspector offers it: for a session that may open the inspector
 * (its page permission, which the view-as endpoint requires), not while already viewing (read-only), not
 * on one's own row; locked with the delegation rules' reason for a user holding more than the session.
 */
export function useViewAsAction() {
  const t = useTranslations('page.system.access');
  const { user } = useSession();
  const refusal = useUserRefusal();
  const [viewing, setViewing] = useState<UserItem | null>(null);
  const may = user.currentMenuPermission.includes(accessResource.path) && !user.viewAs;
  const actions = useCallback(
    (row: UserItem): readonly RowAction[] =>
      may && row.id !== user.id ? [{ key: 'viewAs', label: t('viewAs'), icon: Eye, refusal: refusal(row, 'edit'), onSelect: () => setViewing(row) }] : [],
    [may, refusal, t, user.id],
  );
  const dialogs = viewing && <ViewAsDialog user={viewing} onClose={() => setViewing(null)} />;
  return { actions, dialogs };
}
