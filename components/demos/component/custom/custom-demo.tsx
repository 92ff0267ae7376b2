'use client';

import { useTranslations } from 'next-intl';
import { DemoHeader } from '../demo-section';
import { DescriptionsSection } from './descriptions-section';
import { InputsSection } from './inputs-section';
import { StepsSection } from './steps-section';
import { TimelineSection } from './timeline-section';
import { TransferSection } from './transfer-section';
import { TreeSection } from './tree-section';

/** /component/custom: the components the project builds for itself, each with its options. */
export function CustomDemo() {
  const t = useTranslations('page.component.custom');
  return (
    <div className="flex flex-col gap-6">
      <DemoHeader title={t('title')} description={t('description')} />
      <TreeSection />
      <TransferSection />
      <StepsSection />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <TimelineSection />
        <DescriptionsSection />
      </div>
      <InputsSection />
    </div>
  );
}
