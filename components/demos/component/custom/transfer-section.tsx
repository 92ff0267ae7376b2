'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { TransferList } from '@/components/custom/transfer-list';
import { DemoSection } from '../demo-section';
import { OptionBar, OptionSwitch } from './option-controls';

const members = ['ada', 'grace', 'alan', 'linus', 'margaret', 'dennis', 'barbara', 'ken', 'frances', 'tim', 'radia', 'guido'] as const;

export function TransferSection() {
  const t = useTranslations('page.component.custom.transfer');
  const [chosen, setChosen] = useState<string[]>(['grace', 'linus']);
  const [searchable, setSearchable] = useState(true);
  const [moveAll, setMoveAll] = useState(true);
  const [withDisabled, setWithDisabled] = useState(true);

  const items = useMemo(
    () =>
      members.map((key, i) => ({
        key,
        label: t(`member.${key}`),
        description: t(`team.${i % 3}`),
        disabled: withDisabled && (key === 'alan' || key === 'linus'),
      })),
    [t, withDisabled],
  );

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <OptionBar>
        <OptionSwitch id="transfer-search" label={t('searchable')} checked={searchable} onChange={setSearchable} />
        <OptionSwitch id="transfer-all" label={t('moveAll')} checked={moveAll} onChange={setMoveAll} />
        <OptionSwitch id="transfer-disabled" label={t('disabled')} checked={withDisabled} onChange={setWithDisabled} />
      </OptionBar>
      <TransferList
        items={items}
        value={chosen}
        onChange={setChosen}
        titles={[t('source'), t('target')]}
        searchable={searchable}
        showMoveAll={moveAll}
      />
      <p className="text-muted-foreground text-xs" data-testid="transfer-value">
        {t('value', { keys: chosen.join(', ') || '—' })}
      </p>
    </DemoSection>
  );
}
