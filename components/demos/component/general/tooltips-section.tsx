'use client';

import { CalendarDays } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@/components/ui/hover-card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { DemoSection } from '../demo-section';

const sides = ['top', 'right', 'bottom', 'left'] as const;

export function TooltipsSection() {
  const t = useTranslations('page.component.general.tooltips');
  return (
    <DemoSection title={t('title')} description={t('description')}>
      <div className="flex flex-wrap gap-2">
        {sides.map((side) => (
          <Tooltip key={side}>
            <TooltipTrigger asChild>
              <Button variant="outline">{t(`side.${side}`)}</Button>
            </TooltipTrigger>
            <TooltipContent side={side}>{t('content', { side: t(`side.${side}`) })}</TooltipContent>
          </Tooltip>
        ))}
      </div>
      <HoverCard>
        <HoverCardTrigger asChild>
          <Button variant="link" className="w-fit px-0">
            @nextjs
          </Button>
        </HoverCardTrigger>
        <HoverCardContent className="w-80">
          <div className="flex gap-4">
            <Avatar className="size-10">
              <AvatarFallback>VC</AvatarFallback>
            </Avatar>
            <div className="space-y-1">
              <h4 className="text-sm font-semibold">@nextjs</h4>
              <p className="text-sm">{t('hoverBody')}</p>
              <div className="text-muted-foreground flex items-center pt-2 text-xs">
                <CalendarDays className="mr-2 size-4 opacity-70" /> {t('joined')}
              </div>
            </div>
          </div>
        </HoverCardContent>
      </HoverCard>
    </DemoSection>
  );
}
