'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/resource/confirm-dialog';
import { withDescendants } from '@/components/table/subtree';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { groupApi, groupKeys } from './group-api';
import type { GroupRow } from './group-columns';

/** Confirms deleting the groups (with the sub-groups shown below them) and names each one. */
export function GroupDeleteDialog({ rows, onClose, onDeleted }: { rows: GroupRow[]; onClose: () => void; onDeleted: () => void }) {
  const t = useTranslations('page.system.group');
  const remove = useApiMutation({ request: groupApi.remove, invalidate: [groupKeys.all] });
  const nodes = withDescendants(rows);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteTitle', { count: nodes.length })}
      description={t('deleteDesc', { count: nodes.length })}
      items={nodes.map((node) => `${node.name} (${node.id})`)}
      onConfirm={async () => {
        await remove.mutateAsync(nodes.map((node) => node.id));
        onDeleted();
      }}
    />
  );
}
