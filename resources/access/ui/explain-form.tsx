'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { accessApi, type ExplainRequest } from './access-api';

const actions = ['page', 'add', 'edit', 'delete'] as const;
type Choice = (typeof actions)[number];

/** "Can this user do this?": a path, an action and optionally a record, answered with every reason in words. */
export function ExplainForm({ userId, role, paths }: { userId: string; role: string; paths: readonly string[] }) {
  const t = useTranslations('page.system.access');
  const id = useId();
  const [path, setPath] = useState('/system/user');
  const [action, setAction] = useState<Choice>('page');
  const [recordId, setRecordId] = useState('');
  const explain = useMutation({ mutationFn: (request: ExplainRequest) => accessApi.explain(request) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    explain.mutate({ userId, role, path: path.trim(), action: action === 'page' ? undefined : action, recordId: recordId.trim() || undefined });
  };
  const answer = explain.data;
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="explain-form">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-end">
        <div className="space-y-1">
          <Label htmlFor={`${id}-path`}>{t('path')}</Label>
          <Input id={`${id}-path`} list={`${id}-paths`} value={path} onChange={(e) => setPath(e.target.value)} required />
          <datalist id={`${id}-paths`}>{paths.map((p) => <option key={p} value={p} />)}</datalist>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-action`}>{t('action')}</Label>
          <Select value={action} onValueChange={(v) => setAction(actions.find((a) => a === v) ?? 'page')}>
            <SelectTrigger id={`${id}-action`} className="w-full"><SelectValue /></SelectTrigger>
            <SelectContent>{actions.map((a) => <SelectItem key={a} value={a}>{t(`actions.${a}`)}</SelectItem>)}</SelectContent>
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-record`}>{t('record')}</Label>
          <Input id={`${id}-record`} value={recordId} onChange={(e) => setRecordId(e.target.value)} placeholder={t('recordHint')} />
        </div>
        <Button type="submit" disabled={explain.isPending}>{t('check')}</Button>
      </div>
      {answer && (
        <div className="space-y-2" role="status" data-testid="explain-answer">
          <Badge variant={answer.allowed ? 'default' : 'destructive'}>{answer.allowed ? t('allowed') : t('refused')}</Badge>
          <ul className="list-disc space-y-1 pl-5 text-sm">{answer.reasons.map((r) => <li key={r.text}>{r.text}</li>)}</ul>
        </div>
      )}
    </form>
  );
}
