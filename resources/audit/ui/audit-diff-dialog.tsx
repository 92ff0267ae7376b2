'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AuditEntity } from '@/lib/trail/entities';
import type { ReferenceNames } from '@/resources/audit/reference-fields';
import type { AuditEntryView } from './audit-api';
import { diffEntry, type FieldChange, type RecordChange } from './audit-diff';
import { fieldLabelKey, recordName, valueLabel } from './audit-labels';

export interface AuditDiffDialogProps {
  entry: AuditEntryView;
  /** names of the records the snapshots refer to (withRecordedNames) */
  names: ReferenceNames;
  time: string;
  onClose: () => void;
}

/** One entry's records, each with its changed fields: before, after, and for lists what was added or removed. */
export function AuditDiffDialog({ entry, names, time, onClose }: AuditDiffDialogProps) {
  const t = useTranslations('page.system.audit');
  const locale = useLocale();
  const changes = diffEntry(entry.before, entry.after);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl" data-testid="audit-diff">
        <DialogHeader>
          <DialogTitle>{t('diff.title')}</DialogTitle>
          <DialogDescription>
            {t('diff.description', { action: t(`action.${entry.action}`), entity: t(`entity.${entry.entity}`), user: entry.username, time })}
          </DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground font-mono text-xs break-all">
          {entry.method} {entry.endpoint}
        </p>
        {changes.map((change) => (
          <RecordDiff
            key={change.id}
            change={change}
            entity={entry.entity}
            name={recordName(entry.entity, entry.after[change.id] ?? entry.before[change.id], locale)}
            names={names}
          />
        ))}
      </DialogContent>
    </Dialog>
  );
}

interface RecordDiffProps {
  change: RecordChange;
  entity: AuditEntity;
  /** the record's name as its snapshot recorded it */
  name: string | undefined;
  names: ReferenceNames;
}

function RecordDiff({ change, entity, name, names }: RecordDiffProps) {
  const t = useTranslations('page.system.audit.diff');
  return (
    <section className="flex flex-col gap-2" data-record={change.id}>
      <h3 className="flex items-center gap-2 text-sm font-medium">
        {name && name !== change.id && <span>{name}</span>}
        <span className={name && name !== change.id ? 'text-muted-foreground font-mono text-xs' : 'font-mono'}>{change.id}</span>
        {change.kind !== 'changed' && <Badge variant={change.kind === 'deleted' ? 'destructive' : 'secondary'}>{t(change.kind)}</Badge>}
      </h3>
      {change.fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('unchanged')}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-muted-foreground text-left text-xs">
              <tr>
                <th className="px-3 py-1.5 font-medium">{t('field')}</th>
                <th className="px-3 py-1.5 font-medium">{t('before')}</th>
                <th className="px-3 py-1.5 font-medium">{t('after')}</th>
              </tr>
            </thead>
            <tbody>
              {change.fields.map((field) => (
                <FieldRow key={field.field} field={field} entity={entity} names={names} highlight={change.kind === 'changed'} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface FieldRowProps {
  field: FieldChange;
  entity: AuditEntity;
  names: ReferenceNames;
  highlight: boolean;
}

function FieldRow({ field, entity, names, highlight }: FieldRowProps) {
  const all = useTranslations();
  const t = (key: string) => all(`page.system.audit.diff.${key}`);
  const one = (value: unknown) => valueLabel((key) => all(key), entity, field.field, value, names);
  const list = (values: readonly unknown[]) => values.map(one).join(', ');
  const show = (value: unknown) => (value === undefined ? '' : value === null || value === '' ? t('empty') : Array.isArray(value) ? list(value) || t('empty') : one(value));
  const labelKey = fieldLabelKey(entity, field.field);
  return (
    <tr className={highlight ? 'border-t bg-amber-500/10' : 'border-t'} data-field={field.field}>
      <td className={labelKey ? 'px-3 py-1.5 align-top text-xs font-medium sm:whitespace-nowrap' : 'px-3 py-1.5 align-top font-mono text-xs'}>{labelKey ? all(labelKey) : field.field}</td>
      <td className="px-3 py-1.5 align-top break-words">{show(field.before)}</td>
      <td className="px-3 py-1.5 align-top break-words">
        {field.added || field.removed ? (
          <span className="flex flex-col gap-1">
            {field.added && field.added.length > 0 && (
              <span className="text-emerald-700 dark:text-emerald-400" data-testid="diff-added">
                + {t('added')}: {list(field.added)}
              </span>
            )}
            {field.removed && field.removed.length > 0 && (
              <span className="text-red-700 dark:text-red-400" data-testid="diff-removed">
                − {t('removed')}: {list(field.removed)}
              </span>
            )}
            {show(field.after) && <span className="text-muted-foreground text-xs">= {show(field.after)}</span>}
          </span>
        ) : (
          show(field.after)
        )}
      </td>
    </tr>
  );
}
