'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePermission } from '@/components/resource/use-permission';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { apiRequest } from '@/lib/client/api';
import { apiDownload, saveBlob } from '@/lib/client/download';
import { HttpError } from '@/lib/client/http';
import { notify } from '@/lib/client/notify';
import { userResource } from '@/resources/users/resource';
import { userKeys } from './user-api';

type Outcome = { line: number; action: 'create' | 'update' | 'unchanged' } | { line: number; action: 'error'; field: string; message: string };
type DryRun = { rows: Outcome[]; counts: Record<Outcome['action'], number> };

const ns = 'page.system.user.import';

/** A refused commit's `data`: the outcome of every row. */
const isDryRun = (value: unknown): value is DryRun => typeof value === 'object' && value !== null && 'rows' in value && Array.isArray(value.rows) && 'counts' in value;
const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** The outcome of each row of a dry run: its line, what it would do, and why not. */
function Outcomes({ result }: { result: DryRun }) {
  const t = useTranslations(ns);
  return (
    <div className="max-h-72 overflow-auto rounded-md border" data-testid="import-rows">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('line')}</TableHead>
            <TableHead>{t('outcome')}</TableHead>
            <TableHead>{t('reason')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.rows.map((row) => (
            <TableRow key={row.line} data-action={row.action}>
              <TableCell className="tabular-nums">{row.line}</TableCell>
              <TableCell className={row.action === 'error' ? 'text-destructive-foreground' : undefined}>{t(`action.${row.action}`)}</TableCell>
              <TableCell className="whitespace-normal">{row.action === 'error' ? `${row.field}: ${row.message}` : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Import (the users' toolbar): template, file, the dry run's outcome per row, then commit when no row is refused. */
export function UserImportButton() {
  const t = useTranslations(ns);
  const canAdd = usePermission(userResource.path, 'add');
  const canEdit = usePermission(userResource.path, 'edit');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<DryRun | null>(null);
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: async (picked: File) => (await apiRequest<DryRun>(`${userResource.api}/import?dryRun=1`, { body: form(picked), timeoutMs: 120_000 })).data ?? null,
    onSuccess: setResult,
  });
  const commit = useMutation({
    mutationFn: async (picked: File) => (await apiRequest<{ created: number; updated: number }>(`${userResource.api}/import`, { body: form(picked), timeoutMs: 300_000, toastError: false })).data,
    onSuccess: async (done) => {
      notify.success(t('done', { created: done?.created ?? 0, updated: done?.updated ?? 0 }));
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      setOpen(false);
    },
    onError: (error) => {
      // Refused rows (someone changed the users meanwhile): show them; anything else is a toast.
      if (error instanceof HttpError && isDryRun(error.data)) setResult(error.data);
      else notify.error(error.message);
    },
  });
  const template = async (format: 'xlsx' | 'csv') => {
    const download = await apiDownload(`${userResource.api}/import/template?format=${format}`, undefined, `users-import.${format}`);
    saveBlob(download.blob, download.filename);
  };
  if (!canAdd || !canEdit) return null;
  const errors = result?.counts.error ?? 0;
  return (
    <>
      <Button type="button" variant="outline" size="sm" data-testid="import" onClick={() => { setOpen(true); setFile(null); setResult(null); }}>
        <FileUp aria-hidden />
        <span className="hidden sm:inline">{t('button')}</span>
        <span className="sr-only sm:hidden">{t('button')}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-2xl" data-testid="import-dialog">
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t('description')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('template')}</span>
            <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => void template('xlsx')}>Excel</Button>
            <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => void template('csv')}>CSV</Button>
          </div>
          <Input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('file')}
            data-testid="import-file"
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              setFile(picked);
              setResult(null);
              if (picked) check.mutate(picked);
            }}
          />
          {result && (
            <>
              <p className="text-sm" data-testid="import-counts">
                {t('counts', result.counts)}
              </p>
              <Outcomes result={result} />
            </>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="button" data-testid="import-commit" disabled={!file || !result || errors > 0 || check.isPending || commit.isPending} onClick={() => file && commit.mutate(file)}>
              {t('commit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
