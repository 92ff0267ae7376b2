'use client';

import { ArrowRight, Download, Heart, Mail, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { DemoSection } from '../demo-section';

const variants = ['default', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <span className="text-muted-foreground text-xs font-medium uppercase tracking-wide">{label}</span>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}

export function ButtonsSection() {
  const t = useTranslations('page.component.general.buttons');
  const [loading, setLoading] = useState(false);
  const [liked, setLiked] = useState(false);

  const load = () => {
    setLoading(true);
    window.setTimeout(() => setLoading(false), 2000);
  };

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <Row label={t('variants')}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {t(`variant.${variant}`)}
          </Button>
        ))}
      </Row>
      <Row label={t('sizes')}>
        <Button size="sm">{t('size.sm')}</Button>
        <Button>{t('size.default')}</Button>
        <Button size="lg">{t('size.lg')}</Button>
        <Button size="icon-sm" variant="outline" aria-label={t('add')}>
          <Plus />
        </Button>
        <Button size="icon" variant="outline" aria-label={t('add')}>
          <Plus />
        </Button>
        <Button size="icon-lg" variant="outline" aria-label={t('add')}>
          <Plus />
        </Button>
      </Row>
      <Row label={t('withIcon')}>
        <Button>
          <Mail /> {t('email')}
        </Button>
        <Button variant="outline">
          {t('next')} <ArrowRight />
        </Button>
        <Button variant="secondary">
          <Download /> {t('download')}
        </Button>
        <Button variant="destructive">
          <Trash2 /> {t('delete')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('like')}
          aria-pressed={liked}
          onClick={() => setLiked((v) => !v)}
        >
          <Heart className={liked ? 'fill-red-500 text-red-500' : undefined} />
        </Button>
      </Row>
      <Row label={t('states')}>
        <Button onClick={load} disabled={loading} data-testid="button-loading">
          {loading ? <Spinner /> : null}
          {loading ? t('loading') : t('clickToLoad')}
        </Button>
        <Button variant="outline" disabled>
          <Spinner /> {t('pleaseWait')}
        </Button>
        <Button disabled>{t('disabled')}</Button>
      </Row>
      <Row label={t('group')}>
        <ToggleGroup type="single" variant="outline" defaultValue="week" aria-label={t('group')}>
          <ToggleGroupItem value="day">{t('day')}</ToggleGroupItem>
          <ToggleGroupItem value="week">{t('week')}</ToggleGroupItem>
          <ToggleGroupItem value="month">{t('month')}</ToggleGroupItem>
        </ToggleGroup>
      </Row>
    </DemoSection>
  );
}
