'use client';

import { useTranslations } from 'next-intl';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { DemoSection } from '../demo-section';

const items = ['item1', 'item2', 'item3'] as const;

export function AccordionSection() {
  const t = useTranslations('page.component.general.accordion');
  return (
    <DemoSection title={t('title')} description={t('description')}>
      <Accordion type="single" collapsible defaultValue="item1" className="w-full">
        {items.map((item) => (
          <AccordionItem key={item} value={item}>
            <AccordionTrigger>{t(`${item}.question`)}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground">{t(`${item}.answer`)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </DemoSection>
  );
}
