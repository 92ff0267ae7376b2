'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { CheckboxTree, type CheckboxTreeOption } from '@/components/pickers/checkbox-tree';
import { TreeSelect, type TreeOption } from '@/components/pickers/tree-select';
import { Badge } from '@/components/ui/badge';
import { DemoSection } from '../demo-section';
import { OptionBar, OptionSwitch } from './option-controls';

/** [id, parentId, key, path] of a permission-like tree. */
const nodes = [
  ['dashboard', '', 'dashboard', '/dashboard'],
  ['component', '', 'component', '/component'],
  ['component-form', 'component', 'form', '/component/form'],
  ['component-table', 'component', 'table', '/component/table'],
  ['system', '', 'system', '/system'],
  ['system-user', 'system', 'user', '/system/user'],
  ['system-user-add', 'system-user', 'add', 'add'],
  ['system-user-edit', 'system-user', 'edit', 'edit'],
  ['system-user-delete', 'system-user', 'delete', 'delete'],
  ['system-role', 'system', 'role', '/system/role'],
  ['system-role-add', 'system-role', 'add', 'add'],
  ['system-role-edit', 'system-role', 'edit', 'edit'],
] as const;

/** The tree select and the checkbox tree the system pages use too (`components/pickers`). */
export function TreeSection() {
  const t = useTranslations('page.component.custom.tree');
  const [picked, setPicked] = useState<string>('system-user');
  const [checked, setChecked] = useState<string[]>(['dashboard', 'component', 'component-form']);
  const [disableActions, setDisableActions] = useState(true);
  const [locked, setLocked] = useState(false);

  const options = useMemo(
    () =>
      nodes.map(([id, parentId, key, path], order) => ({
        id,
        parentId,
        order,
        label: t(`node.${key}`),
        hint: path,
        disabled: path.startsWith('/') ? false : disableActions,
      })),
    [t, disableActions],
  );

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <OptionBar>
        <OptionSwitch id="tree-disable-actions" label={t('disableActions')} checked={disableActions} onChange={setDisableActions} />
        <OptionSwitch id="tree-locked" label={t('locked')} checked={locked} onChange={setLocked} />
      </OptionBar>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <label htmlFor="demo-tree-select" className="text-sm font-medium">
            {t('select')}
          </label>
          <TreeSelect id="demo-tree-select" options={options satisfies TreeOption[]} value={picked} onChange={setPicked} disabled={locked} />
          <p className="text-muted-foreground text-xs">
            {t('value')} <code className="bg-muted text-foreground rounded px-1 py-0.5 font-mono">{picked || '—'}</code>
          </p>
        </div>
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium">{t('checkboxTree')}</span>
          <CheckboxTree options={options satisfies CheckboxTreeOption[]} value={checked} onChange={setChecked} disabled={locked} label={t('checkboxTree')} />
          <div className="flex flex-wrap gap-1">
            <span className="text-muted-foreground text-xs">{t('checked', { count: checked.length })}</span>
            {checked.slice(0, 6).map((id) => (
              <Badge key={id} variant="secondary" className="font-mono text-[10px]">
                {id}
              </Badge>
            ))}
            {checked.length > 6 ? <Badge variant="outline">+{checked.length - 6}</Badge> : null}
          </div>
        </div>
      </div>
    </DemoSection>
  );
}
