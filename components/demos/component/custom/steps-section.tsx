'use client';

import { CreditCard, PackageCheck, ShoppingCart, Truck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Steps } from '@/components/custom/steps';
import { Button } from '@/components/ui/button';
import { DemoSection } from '../demo-section';
import { OptionBar, OptionSwitch, OptionToggle } from './option-controls';

const keys = ['cart', 'payment', 'shipping', 'done'] as const;
const icons = { cart: <ShoppingCart />, payment: <CreditCard />, shipping: <Truck />, done: <PackageCheck /> } as const;

export function StepsSection() {
  const t = useTranslations('page.component.custom.steps');
  const [current, setCurrent] = useState(1);
  const [orientation, setOrientation] = useState<'horizontal' | 'vertical'>('horizontal');
  const [size, setSize] = useState<'default' | 'sm'>('default');
  const [error, setError] = useState(false);
  const [withIcons, setWithIcons] = useState(false);
  const [clickable, setClickable] = useState(true);

  const items = keys.map((key) => ({ title: t(`${key}.title`), description: t(`${key}.description`), icon: withIcons ? icons[key] : undefined }));

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <OptionBar>
        <OptionToggle
          label={t('orientation')}
          value={orientation}
          onChange={setOrientation}
          options={[
            { value: 'horizontal', label: t('horizontal') },
            { value: 'vertical', label: t('vertical') },
          ]}
        />
        <OptionToggle
          label={t('size')}
          value={size}
          onChange={setSize}
          options={[
            { value: 'default', label: t('sizeDefault') },
            { value: 'sm', label: t('sizeSm') },
          ]}
        />
        <OptionSwitch id="steps-error" label={t('error')} checked={error} onChange={setError} />
        <OptionSwitch id="steps-icons" label={t('icons')} checked={withIcons} onChange={setWithIcons} />
        <OptionSwitch id="steps-clickable" label={t('clickable')} checked={clickable} onChange={setClickable} />
      </OptionBar>
      <Steps
        items={items}
        current={current}
        status={error ? 'error' : 'process'}
        orientation={orientation}
        size={size}
        onStepClick={clickable ? (i) => i < current && setCurrent(i) : undefined}
        aria-label={t('title')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setCurrent((c) => Math.max(0, c - 1))} disabled={current === 0}>
          {t('previous')}
        </Button>
        <Button size="sm" onClick={() => setCurrent((c) => Math.min(keys.length, c + 1))} disabled={current >= keys.length} data-testid="steps-next">
          {current >= keys.length - 1 ? t('finish') : t('next')}
        </Button>
        <span className="text-muted-foreground text-xs" data-testid="steps-status">
          {current >= keys.length ? t('allDone') : t('stepOf', { step: current + 1, total: keys.length })}
        </span>
      </div>
    </DemoSection>
  );
}
