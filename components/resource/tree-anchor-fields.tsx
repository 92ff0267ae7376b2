'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import type { CustomControlProps, FormFieldSpec } from './form-spec';

export interface TreeAnchorLabels {
  /** message keys: the parent's and the brother's labels (`page.system.group.header.parentGroup`) */
  parent: string;
  brother: string;
  /** what a new top-level node's parent is called (the root group's name, "Top level") */
  topLevel: string;
}

/** The anchor of a tree form's values: one of them, whichever `defaults` gave. */
export type TreeAnchorValues = { parentId?: string; brotherId?: string };

/** The node a new one goes under or beside, by name: chosen from the row's menu, so shown read-only. */
function anchorControl<Row extends { name: string }>(topLevel: string) {
  // Shows the anchor row's name; the id it stands for is the form's value, never changed here.
  function TreeAnchor({ id, invalid, context }: CustomControlProps<Row, unknown>) {
    const t = useTranslations();
    return <Input id={id} readOnly aria-invalid={invalid || undefined} value={context.row?.name ?? t(topLevel)} />;
  }
  return TreeAnchor;
}

/**
 * A tree form's anchor: `parentId` (add child) or `brotherId` (add brother), whichever the form's
 * `defaults` give. The row whose menu opened the form is the anchor (`context.row`); the top-level Add
 * opens add child without one.
 */
export function treeAnchorFields<Row extends { name: string }>(labels: TreeAnchorLabels): FormFieldSpec<Row, TreeAnchorValues>[] {
  const Control = anchorControl<Row>(labels.topLevel);
  const readOnly = () => true;
  return [
    { name: 'parentId', kind: 'custom', label: labels.parent, readOnly, Control, only: 'add', visible: (values) => typeof values.parentId === 'string' },
    { name: 'brotherId', kind: 'custom', label: labels.brother, readOnly, Control, only: 'add', visible: (values) => typeof values.brotherId === 'string' },
  ];
}
