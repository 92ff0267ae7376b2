'use client';

import { useTranslations } from 'next-intl';
import { DemoHeader } from '../demo-section';
import { AccordionSection } from './accordion-section';
import { AlertsSection } from './alerts-section';
import { BadgesAvatarsSection } from './badges-avatars-section';
import { ButtonsSection } from './buttons-section';
import { CardsSection } from './cards-section';
import { MenusSection } from './menus-section';
import { NavigationSection } from './navigation-section';
import { OverlaysSection } from './overlays-section';
import { ProgressSection } from './progress-section';
import { ResultsSection } from './results-section';
import { SeparatorsSection } from './separators-section';
import { SkeletonSection } from './skeleton-section';
import { StatesSection } from './states-section';
import { TabsSection } from './tabs-section';
import { ToastsSection } from './toasts-section';
import { TooltipsSection } from './tooltips-section';
import { TypographySection } from './typography-section';

/** /component/general: the shadcn-style primitives, each with its variants. */
export function GeneralDemo() {
  const t = useTranslations('page.component.general');
  return (
    <div className="flex flex-col gap-6">
      <DemoHeader title={t('title')} description={t('description')} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <ButtonsSection />
        <BadgesAvatarsSection />
        <TypographySection />
        <div className="grid gap-6">
          <TooltipsSection />
          <SeparatorsSection />
        </div>
        <CardsSection />
        <AlertsSection />
        <AccordionSection />
        <TabsSection />
        <MenusSection />
        <NavigationSection />
        <OverlaysSection />
        <ToastsSection />
        <ProgressSection />
        <SkeletonSection />
        <StatesSection />
        <ResultsSection />
      </div>
    </div>
  );
}
