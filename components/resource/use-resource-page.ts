'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { menuTitleKey, type ResourceDefinition } from '@/lib/resource/definition';
import type { FormContext } from './form-spec';
import type { ResourceClient, StatusBody } from './resource-client';
import { useApiMutation } from './use-api-mutation';
import { usePermission } from './use-permission';
import { useStableTranslations } from './use-stable-translations';

/**
 * What the flat and the tree page share (resource-page.tsx, resource-tree-page.tsx): the messages, the
 * grants of the resource's page, which writes the page offers, the open form and the rows being
 * removed, the status switch's write and the title. Each page adds its list, its columns and what
 * trees add (the whole tree, moves, add child and brother).
 */
export function useResourcePage<Row extends { id: string | number }, D extends ResourceDefinition, List, Removing>(
  client: ResourceClient<Row, D, List>,
  options: {
    /** the view declares a form: add, edit and delete are on offer (to those who hold them) */
    writable: boolean;
    /** rows can be removed another way than the kit's delete (sessions are signed out) */
    removable?: boolean;
  },
) {
  // Columns hang on `t`: keep it across server refreshes (a permission write refreshes the menu).
  const t = useStableTranslations();
  const locale = useLocale();
  const { definition } = client;
  const ns = definition.messages;
  const can = { add: usePermission(definition.path, 'add'), edit: usePermission(definition.path, 'edit'), delete: usePermission(definition.path, 'delete') };
  const { writable } = options;
  const [form, setForm] = useState<FormContext<Row> | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const write = { invalidate: client.writeKeys, refreshServer: client.refreshServer };
  const { mutate: setStatus } = useApiMutation({
    request: (body: StatusBody) => client.api.setStatus(body, { toastError: false }),
    toastErrors: true,
    // Read-only resources have no `gone` message (and no status switch).
    gone: writable ? t(`${ns}.gone`) : undefined,
    ...write,
  });
  return {
    t,
    locale,
    definition,
    ns,
    write,
    writable,
    // A resource whose contract has no add (files come by upload) has no Add button.
    canAdd: writable && can.add && (definition.contract.add ?? definition.contract.addChild) !== undefined,
    canEdit: writable && can.edit,
    canDelete: (writable || options.removable === true) && can.delete,
    form,
    setForm,
    removing,
    setRemoving,
    setStatus,
    title: t(menuTitleKey(definition.path)),
    description: t(`${ns}.description`),
  };
}
