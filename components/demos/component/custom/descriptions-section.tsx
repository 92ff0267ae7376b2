'use client';

import { Pencil } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Descriptions } from '@/components/custom/descriptions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DemoSection } from '../demo-section';
import { OptionBar, OptionSwitch, OptionToggle } from './option-controls';

export function DescriptionsSection() {
  const t = useTranslations('page.component.custom.descriptions');
  const [bordered, setBordered] = useState(true);
  const [layout, setLayout] = useState<'horizontal' | 'vertical'>('horizontal');
  const [columns, setColumns] = useState<'1' | '2' | '3'>('2');
  const [small, setSmall] = useState(false);

  const items = [
    { label: t('name'), value: 'Ada Lovelace' },
    { label: t('username'), value: <code className="font-mono">ada</code> },
    { label: t('email'), value: 'ada@example.com' },
    { label: t('phone'), value: '+44 20 7946 0018' },
    { label: t('group'), value: t('groupValue') },
    { label: t('status'), value: <Badge variant="secondary" className="bg-emerald-500/15 text-emerald-700 dark:text-emerald-300">{t('enabled')}</Badge> },
    { label: t('roles'), value: t('rolesValue') },
    { label: t('created'), value: '2025-01-01 23:59:59' },
    { label: t('address'), value: t('addressValue'), span: 3 },
  ];

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <OptionBar>
        <OptionSwitch id="desc-bordered" label={t('bordered')} checked={bordered} onChange={setBordered} />
        <OptionToggle
          label={t('layout')}
          value={layout}
          onChange={setLayout}
          options={[
            { value: 'horizontal', label: t('horizontal') },
            { value: 'vertical', label: t('vertical') },
          ]}
        />
        <OptionToggle
          label={t('columns')}
          value={columns}
          onChange={setColumns}
          options={[
            { value: '1', label: '1' },
            { value: '2', label: '2' },
            { value: '3', label: '3' },
          ]}
        />
        <OptionSwitch id="desc-small" label={t('small')} checked={small} onChange={setSmall} />
      </OptionBar>
      <Descriptions
        title={t('userInfo')}
        extra={
          <Button variant="outline" size="sm">
            <Pencil /> {t('edit')}
          </Button>
        }
        items={items}
        columns={Number(columns) as 1 | 2 | 3}
        bordered={bordered}
        layout={layout}
        size={small ? 'sm' : 'default'}
      />
    </DemoSection>
  );
}
