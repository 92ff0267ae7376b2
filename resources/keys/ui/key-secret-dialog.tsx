'use client';

import { Check, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

/** The new key's secret, this once, with a copy button: it is never shown again. */
export function KeySecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useTranslations('page.account.keys');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="key-secret">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('created')}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Input readOnly value={secret} className="font-mono text-xs" aria-label={t('title')} onFocus={(event) => event.currentTarget.select()} data-testid="key-secret-value" />
          <Button type="button" variant="outline" onClick={() => void copy().catch(() => undefined)}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('copied') : t('copy')}
          </Button>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t('done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
