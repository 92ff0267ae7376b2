'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ResourceDefinition } from '@/lib/resource/definition';
import { DetailDialog, type DetailField } from './detail-dialog';
import type { ResourceClient } from './resource-client';

/** A resource's detail: its fields, labelled in the current language, from the row the API answers. */
export type DetailSpec<Row> = (row: Row, labels: { h: (key: string) => string; t: (key: string) => string }) => DetailField[];

export interface ResourceDetailDialogProps<Row, D extends ResourceDefinition> {
  client: ResourceClient<Row, D, unknown>;
  id: string;
  fields: DetailSpec<Row>;
  onClose: () => void;
}

/** `GET /api/<api>/detail/{id}`, shown read-only (`<messages>.dialog.detail`); a gone row shows nothing. */
export function ResourceDetailDialog<Row, D extends ResourceDefinition>({ client, id, fields, onClose }: ResourceDetailDialogProps<Row, D>) {
  const t = useTranslations();
  const locale = useLocale();
  const ns = client.definition.messages;
  const { data, isError } = useQuery({ queryKey: client.keys.detail(id, locale), queryFn: () => client.api.detail(id) });
  const labels = { h: (key: string) => t(`${ns}.header.${key}`), t: (key: string) => t(key) };
  const shown = data ? fields(data, labels) : isError || data === null ? [] : undefined;
  return <DetailDialog open onOpenChange={(open) => !open && onClose()} title={t(`${ns}.dialog.detail`)} description={id} fields={shown} />;
}
