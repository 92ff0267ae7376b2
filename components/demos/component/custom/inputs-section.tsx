'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { DateRange } from 'react-day-picker';
import { ColorPicker } from '@/components/custom/color-picker';
import { Combobox } from '@/components/custom/combobox';
import { DatePicker, DateRangePicker } from '@/components/custom/date-picker';
import { MultiSelect } from '@/components/custom/multi-select';
import { Rating } from '@/components/custom/rating';
import { DemoSection } from '../demo-section';

const fruits = ['apple', 'banana', 'cherry', 'grape', 'mango', 'orange', 'peach', 'pear'] as const;

/** A labelled demo input; `id` ties the label to a control that takes one (it names the control). */
function Item({ label, id, children }: { label: string; id?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      {id ? (
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      ) : (
        <span className="text-sm font-medium">{label}</span>
      )}
      {children}
    </div>
  );
}

/** The inputs written for the form page, each usable on its own. */
export function InputsSection() {
  const t = useTranslations('page.component.custom.inputs');
  const options = fruits.map((value) => ({ value, label: t(`fruit.${value}`) }));
  const [fruit, setFruit] = useState('mango');
  const [basket, setBasket] = useState<string[]>(['apple', 'cherry']);
  const [rating, setRating] = useState(3);
  const [color, setColor] = useState('#8b5cf6');
  const [date, setDate] = useState<Date | undefined>(undefined);
  const [range, setRange] = useState<DateRange | undefined>(undefined);

  return (
    <DemoSection title={t('title')} description={t('description')} contentClassName="grid gap-5 sm:grid-cols-2">
      <Item label={t('combobox')} id="demo-combobox">
        <Combobox id="demo-combobox" options={options} value={fruit} onChange={setFruit} />
      </Item>
      <Item label={t('multiSelect')} id="demo-multi-select">
        <MultiSelect id="demo-multi-select" options={options} value={basket} onChange={setBasket} maxBadges={2} />
      </Item>
      <Item label={t('datePicker')}>
        <DatePicker value={date} onChange={setDate} />
      </Item>
      <Item label={t('dateRange')}>
        <DateRangePicker value={range} onChange={setRange} />
      </Item>
      <Item label={t('colorPicker')}>
        <ColorPicker value={color} onChange={setColor} />
      </Item>
      <Item label={t('rating', { value: rating })}>
        <div className="flex flex-wrap items-center gap-4">
          <Rating value={rating} onChange={setRating} aria-label={t('rating', { value: rating })} />
          <Rating value={4} readOnly size="size-4" aria-label={t('readOnly')} />
          <Rating value={7} count={10} readOnly size="size-3.5" aria-label={t('tenStars')} />
        </div>
      </Item>
    </DemoSection>
  );
}
