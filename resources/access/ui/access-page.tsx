'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import { ResourceHeading } from '@/components/resource/resource-heading';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { allRoles } from '@/lib/rbac';
import { accessApi, accessKeys, type Inspection } from './access-api';
import { AccessTree } from './access-tree';
import { ExplainForm } from './explain-form';
import { RoleChoice } from './role-choice';
import { ViewAsButton } from './view-as-button';

/** /system/access: pick a manageable user and a current role; see what they may do, and why. */
export function AccessPage() {
  const t = useTranslations('page.system.access');
  const tm = useTranslations('menu.system');
  const locale = useLocale();
  const id = useId();
  const [typed, setTyped] = useState('');
  const username = useDeferredValue(typed.trim());
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState(allRoles);
  const users = useQuery({ queryKey: accessKeys.users(username, locale), queryFn: () => accessApi.users(username) });
  const inspection = useQuery({
    queryKey: accessKeys.inspect(userId, role, locale),
    queryFn: () => accessApi.inspect(userId, role),
    enabled: userId !== '',
  });
  const pickUser = (next: string) => {
    setUserId(next);
    setRole(allRoles);
  };
  return (
    <div className="space-y-4">
      <ResourceHeading title={tm('access')} description={t('description')} />
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-find`}>{t('findUser')}</Label>
          <Input id={`${id}-find`} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('findUserHint')} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-user`}>{t('user')}</Label>
          <Select value={userId} onValueChange={pickUser}>
            <SelectTrigger id={`${id}-user`} className="w-full" data-testid="access-user"><SelectValue placeholder={t('pickUser')} /></SelectTrigger>
            <SelectContent>
              {(users.data ?? []).map((u) => <SelectItem key={u.id} value={u.id}>{`${u.username} (${u.name})`}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-role`}>{t('role')}</Label>
          <RoleChoice id={`${id}-role`} value={role} onChange={setRole} roles={inspection.data?.roles} testId="access-role" />
        </div>
      </div>
      {inspection.data && (
        <div className="flex justify-end">
          <ViewAsButton userId={inspection.data.user.id} role={role} />
        </div>
      )}
      {inspection.data ? <Inspected data={inspection.data} /> : <p className="text-muted-foreground text-sm">{t('pickFirst')}</p>}
    </div>
  );
}

function Inspected({ data }: { data: Inspection }) {
  const t = useTranslations('page.system.access');
  const paths = [...new Set(data.items.map((i) => i.path))];
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader><CardTitle>{t('canDo')}</CardTitle></CardHeader>
        <CardContent><ExplainForm key={`${data.user.id}-${data.role}`} userId={data.user.id} role={data.role} paths={paths} /></CardContent>
      </Card>
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader><CardTitle>{t('permissions')}</CardTitle></CardHeader>
          <CardContent>
            {data.roleInForce !== data.role && <p className="text-muted-foreground mb-2 text-sm">{t('fallback', { role: data.role })}</p>}
            <AccessTree items={data.items} />
          </CardContent>
        </Card>
        <div className="space-y-4">
          <Card>
            <CardHeader><CardTitle>{t('menu')}</CardTitle></CardHeader>
            <CardContent className="flex flex-wrap gap-1.5">
              {data.menu.length === 0 ? <span className="text-muted-foreground text-sm">{t('noMenu')}</span> : data.menu.map((p) => <Badge key={p} variant="outline">{p}</Badge>)}
            </CardContent>
          </Card>
          <Card>
            <CardHeader><CardTitle>{t('scope')}</CardTitle></CardHeader>
            <CardContent className="space-y-2 text-sm">
              <p>{t(`scopes.${data.scope.scope}`)}</p>
              {data.scope.allGroups ? (
                <p className="text-muted-foreground">{t('everyGroup')}</p>
              ) : (
                <div className="flex flex-wrap gap-1.5">
                  {data.scope.groups.map((g) => <Badge key={g.id} variant="secondary">{g.name}</Badge>)}
                  {data.scope.more && <span className="text-muted-foreground">{t('moreGroups')}</span>}
                </div>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
