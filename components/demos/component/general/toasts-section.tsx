'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/client/notify';
import { DemoSection } from '../demo-section';

const kinds = ['success', 'info', 'warning', 'error', 'loading'] as const;

export function ToastsSection() {
  const t = useTranslations('page.component.general.toasts');

  const promise = () =>
    toast.promise(new Promise<string>((resolve) => window.setTimeout(() => resolve('report.pdf'), 1500)), {
      loading: t('promiseLoading'),
      success: (file) => t('promiseDone', { file }),
      error: t('promiseFailed'),
      duration: 3000,
    });

  return (
    <DemoSection title={t('title')} description={t('description')}>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" data-testid="toast-default" onClick={() => toast(t('defaultMessage'))}>
          {t('kind.default')}
        </Button>
        {kinds.map((kind) => (
          <Button key={kind} variant="outline" data-testid={`toast-${kind}`} onClick={() => notify[kind](t(`message.${kind}`))}>
            {t(`kind.${kind}`)}
          </Button>
        ))}
        <Button variant="outline" data-testid="toast-description" onClick={() => toast(t('eventTitle'), { description: t('eventDate') })}>
          {t('kind.description')}
        </Button>
        <Button
          variant="outline"
          data-testid="toast-action"
          onClick={() =>
            toast(t('archived'), { action: { label: t('undo'), onClick: () => notify.info(t('restored')) } })
          }
        >
          {t('kind.action')}
        </Button>
        <Button variant="outline" data-testid="toast-promise" onClick={promise}>
          {t('kind.promise')}
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">{t('note')}</p>
    </DemoSection>
  );
}
