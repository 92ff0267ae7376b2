'use client';

import { GitCommitHorizontal, GitMerge, Rocket, TriangleAlert } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Timeline, type TimelineItem } from '@/components/custom/timeline';
import { DemoSection } from '../demo-section';
import { OptionBar, OptionSwitch, OptionToggle } from './option-controls';

/** Fixed instants (UTC), so the server and the browser render the same text. */
const events = [
  { key: 'created', at: '2025-03-01T09:12:00Z', tone: 'default', icon: null },
  { key: 'commit', at: '2025-03-02T14:40:00Z', tone: 'primary', icon: GitCommitHorizontal },
  { key: 'failed', at: '2025-03-02T15:05:00Z', tone: 'destructive', icon: TriangleAlert },
  { key: 'merged', at: '2025-03-03T10:30:00Z', tone: 'success', icon: GitMerge },
  { key: 'released', at: '2025-03-04T08:00:00Z', tone: 'warning', icon: Rocket },
] as const;

export function TimelineSection() {
  const t = useTranslations('page.component.custom.timeline');
  const format = useFormatter();
  const [mode, setMode] = useState<'left' | 'alternate'>('left');
  const [pending, setPending] = useState(true);
  const [withIcons, setWithIcons] = useState(true);
  const [reverse, setReverse] = useState(false);

  const items: TimelineItem[] = events.map(({ key, at, tone, icon: Icon }) => ({
    id: key,
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    time: format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    tone,
    icon: withIcons && Icon ? <Icon /> : undefined,
  }));

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <OptionBar>
        <OptionToggle
          label={t('mode')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'left', label: t('left') },
            { value: 'alternate', label: t('alternate') },
          ]}
        />
        <OptionSwitch id="timeline-icons" label={t('icons')} checked={withIcons} onChange={setWithIcons} />
        <OptionSwitch id="timeline-pending" label={t('pendingLabel')} checked={pending} onChange={setPending} />
        <OptionSwitch id="timeline-reverse" label={t('reverse')} checked={reverse} onChange={setReverse} />
      </OptionBar>
      <Timeline items={reverse ? [...items].reverse() : items} mode={mode} pending={pending ? t('pending') : undefined} />
    </DemoSection>
  );
}
