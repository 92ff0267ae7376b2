'use client';

import { useTranslations } from 'next-intl';
import type { ResourceDefinition } from '@/lib/resource/definition';
import { ConfirmDialog } from './confirm-dialog';
import type { ResourceClient } from './resource-client';
import { useApiMutation } from './use-api-mutation';

export interface ResourceDeleteDialogProps<Row extends { id: string | number }, D extends ResourceDefinition> {
  client: ResourceClient<Row, D, unknown>;
  rows: readonly Row[];
  /** how each row is named in the confirmation */
  label: (row: Row) => string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Confirms deleting rows, naming each (`<messages>.deleteTitle`/`deleteDesc` with the count); a refusal
 * (409: still held, a last super) keeps it open with the server's message.
 */
export function ResourceDeleteDialog<Row extends { id: string | number }, D extends ResourceDefinition>({
  client,
  rows,
  label,
  onClose,
  onDeleted,
}: ResourceDeleteDialogProps<Row, D>) {
  const t = useTranslations(client.definition.messages);
  const remove = useApiMutation({ request: client.api.remove, invalidate: client.writeKeys, refreshServer: client.refreshServer });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteTitle', { count: rows.length })}
      description={t('deleteDesc', { count: rows.length })}
      items={rows.map(label)}
      onConfirm={async () => {
        await remove.mutateAsync(rows.map((row) => String(row.id)));
        onDeleted();
        onClose();
      }}
    />
  );
}
