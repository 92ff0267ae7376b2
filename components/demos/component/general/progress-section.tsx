'use client';

import { Pause, Play, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Slider } from '@/components/ui/slider';
import { DemoSection } from '../demo-section';

const steps = [
  { key: 'cpu', value: 32 },
  { key: 'memory', value: 68 },
  { key: 'disk', value: 91 },
] as const;

export function ProgressSection() {
  const t = useTranslations('page.component.general.progress');
  const [value, setValue] = useState(13);
  const [running, setRunning] = useState(true);
  const [manual, setManual] = useState(40);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setValue((v) => (v >= 100 ? 100 : v + 3)), 200);
    return () => window.clearInterval(id);
  }, [running]);

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">{value >= 100 ? t('done') : t('uploading')}</span>
          <span className="text-muted-foreground tabular-nums">{value}%</span>
        </div>
        <Progress value={value} aria-label={t('uploading')} />
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setRunning((r) => !r)} disabled={value >= 100}>
            {running ? <Pause /> : <Play />} {running ? t('pause') : t('resume')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setValue(0);
              setRunning(true);
            }}
          >
            <RotateCcw /> {t('restart')}
          </Button>
        </div>
      </div>
      <div className="grid gap-3">
        {steps.map((s) => (
          <div key={s.key} className="grid grid-cols-[5rem_1fr_3rem] items-center gap-3 text-sm">
            <span className="text-muted-foreground">{t(s.key)}</span>
            <Progress
              value={s.value}
              aria-label={t(s.key)}
              className={s.value > 85 ? '[&>div]:bg-destructive bg-destructive/20' : undefined}
            />
            <span className="text-right tabular-nums">{s.value}%</span>
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{t('controlled', { value: manual })}</span>
        <Slider value={[manual]} onValueChange={([v]) => setManual(v ?? 0)} aria-label={t('volume')} />
        <Progress value={manual} aria-label={t('volume')} className="h-1" />
      </div>
    </DemoSection>
  );
}
