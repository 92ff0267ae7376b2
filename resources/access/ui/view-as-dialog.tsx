'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { allRoles } from '@/lib/rbac';
import { accessApi, accessKeys } from './access-api';
import { RoleChoice } from './role-choice';
import { ViewAsButton } from './view-as-button';

/**
 * "View as" from a user's row (issue 29): the inspector's role choice (the roles the inspection answers,
 * so the same refusals: outside the scope, holding more than the session) and its start.
 */
export function ViewAsDialog({ user, onClose }: { user: { id: string; name: string; username: string }; onClose: () => void }) {
  const t = useTranslations('page.system.access');
  const tb = useTranslations('button');
  const locale = useLocale();
  const id = useId();
  const [role, setRole] = useState(allRoles);
  const inspection = useQuery({ queryKey: accessKeys.inspect(user.id, allRoles, locale), queryFn: () => accessApi.inspect(user.id, allRoles) });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="view-as-dialog">
        <DialogHeader>
          <DialogTitle>{t('viewAsTitle', { name: user.name, username: user.username })}</DialogTitle>
          <DialogDescription>{t('viewAsHint')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-1">
          <Label htmlFor={`${id}-role`}>{t('role')}</Label>
          <RoleChoice id={`${id}-role`} value={role} onChange={setRole} roles={inspection.data?.roles} testId="view-as-role" />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {tb('cancel')}
          </Button>
          <ViewAsButton userId={user.id} role={role} disabled={!inspection.data} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
