'use client';

import { Check, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/client/notify';

/** A password the server answered once (reset, or an add without one): shown here, with a copy button, and never again. */
export function PasswordDialog({ username, password, onClose }: { username: string; password: string; onClose: () => void }) {
  const t = useTranslations();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      notify.success(t('page.system.user.copied'));
    } catch {
      notify.error(t('page.system.user.copyFailed'));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="password-dialog">
        <DialogHeader>
          <DialogTitle>{t('page.system.user.passwordTitle')}</DialogTitle>
          <DialogDescription>{t('page.system.user.passwordDesc', { username })}</DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Input
            readOnly
            value={password}
            aria-label={t('page.system.user.password')}
            className="font-mono"
            data-testid="new-password"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copy()} data-testid="copy-password">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {t('page.system.user.copy')}
          </Button>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t('page.system.user.done')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
