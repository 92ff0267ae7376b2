'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useUnsavedInput } from '@/hooks/use-unsaved-input';
import { Controller, useForm, useWatch, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { StatusSwitch } from '@/components/table/status-switch';
import { Input } from '@/components/ui/input';
import { PasswordInput } from './password-input';
import { DictSelect } from '@/components/dict/dict-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import type { ResourceDefinition } from '@/lib/resource/definition';
import { cn } from '@/lib/utils';
import { FormDialog } from './form-dialog';
import { DateTimeInput } from './date-time-input';
import { contractResolver } from './form-errors';
import { contractRequires } from './required-fields';
import { fieldA11y, FormField, RequiredNote } from './form-field';
import { kebab, type FieldName, type FieldSpecs, type FormContext, type FormSpec, type NamedFieldSpec } from './form-spec';
import type { ResourceClient } from './resource-client';
import { apiFormSubmit } from './use-api-form';
import { useApiMutation } from './use-api-mutation';
import type { SavedRecord } from './use-saved-row';

const quiet = { toastError: false };
const addModes = new Set(['add', 'addChild', 'addBrother']);

export interface ResourceFormDialogProps<Row extends { id: string | number }, D extends ResourceDefinition, V extends FieldValues> {
  client: ResourceClient<Row, D, unknown>;
  spec: FormSpec<Row, V>;
  context: FormContext<Row>;
  onClose: () => void;
  /** after a save: the record's id and name (the page toasts it and shows the row); without it, the server's message */
  onSaved?: (saved: SavedRecord) => void;
}

/**
 * The add, edit, add-child and add-brother dialog of a resource, from its form spec: the contract of
 * the mode validates as you save (and again on the server), a field error from the server (a duplicate
 * code) lands under its field, a row deleted meanwhile closes the form and says so. Remount per opening.
 */
export function ResourceFormDialog<Row extends { id: string | number }, D extends ResourceDefinition, V extends FieldValues>({
  client,
  spec,
  context,
  onClose,
  onSaved,
}: ResourceFormDialogProps<Row, D, V>) {
  const t = useTranslations();
  const locale = useLocale();
  const { definition, api } = client;
  const { mode, row } = context;
  const schema = definition.contract[mode];
  if (!schema) throw new Error(`${definition.api} has no ${mode} contract`);
  const body = (values: V): object => (spec.toBody ? spec.toBody(values, context) : mode === 'edit' && row ? { id: row.id, ...values } : values);
  const form = useForm<V, unknown, V>({ resolver: contractResolver(schema, body), defaultValues: spec.defaults(context) });
  useUnsavedInput(form.formState.isDirty);
  const [added, setAdded] = useState<{ data: unknown; values: V } | null>(null);
  const mutation = useApiMutation({
    // The resolver has validated `body(values)` with the mode's contract before this runs.
    request: (values: V) => api.submit(mode, body(values), quiet),
    invalidate: client.writeKeys,
    refreshServer: client.refreshServer,
    gone: t(`${definition.messages}.gone`),
    toastSuccess: onSaved === undefined,
  });
  const values = useWatch({ control: form.control });
  const fields = spec.fields.filter(
    (field) => (!field.only || (field.only === 'add') === addModes.has(mode)) && (!field.visible || field.visible(values)),
  );
  const controlId = (name: string) => `${spec.idPrefix}-${kebab(name)}`;
  // Where the dialog opens: the first field one can type in (not read-only; on edit, not the row's key).
  // All of them in order: a control without a focusable element of its id (a checkbox tree) passes on.
  const focusable = fields.filter((field) => !(field.readOnly?.(context) ?? false) && !(mode === 'edit' && field.rowKey)).map((field) => controlId(field.name));
  // What a record must have is the add's contract (an edit's is partial: a status switch sends only the status).
  const recordSchema = definition.contract.add ?? definition.contract.addChild ?? schema;
  const required = (field: (typeof fields)[number]) =>
    !(field.readOnly?.(context) ?? false) && field.kind !== 'status' && (field.required ?? contractRequires(recordSchema, field.name));
  const anyRequired = fields.some(required);
  const Added = spec.Added;
  const Preview = spec.Preview;
  if (added && Added) return <Added data={added.data} values={added.values} onClose={onClose} />;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${definition.messages}.dialog.${mode}`)}
      description={t(`${definition.messages}.dialog.${mode}Desc`)}
      pending={mutation.isPending}
      onSubmit={apiFormSubmit(
        form,
        async (v) => {
          const answer = await mutation.mutateAsync(v);
          const id = savedId(answer.data, mode === 'edit' ? row?.id : undefined, body(v));
          onSaved?.({ id, label: spec.label(v, isLocale(locale) ? locale : defaultLocale), mode });
          if (!Added || mode === 'edit' || answer.data === undefined) return false;
          setAdded({ data: answer.data, values: v });
          return true;
        },
        // Closes, unless the add answered something to show once (`Added` takes over the dialog).
        (shown) => !shown && onClose(),
      )}
      testId={`${spec.idPrefix}-form`}
      className={spec.className}
      initialFocus={focusable}
    >
      {anyRequired && <RequiredNote className="-mt-2" />}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          // min-w-0: a grid item is as wide as its content by default, and a long unbroken value (a file name) would widen the dialog.
          <div key={field.name} className={cn('min-w-0', !field.half && 'sm:col-span-2')}>
            <SpecField
              field={field}
              id={controlId(field.name)}
              label={t(field.label ?? (field.name === 'nameEn' || field.name === 'nameZh' ? `common.${field.name}` : `${definition.messages}.header.${field.name}`))}
              hint={field.hint ? t(field.hint) : undefined}
              error={messageOf(form.formState.errors[field.name]?.message)}
              readOnly={field.readOnly?.(context) ?? false}
              required={required(field)}
              register={form.register}
              control={form.control}
              context={context}
            />
          </div>
        ))}
      </div>
      {Preview && <Preview values={values} context={context} />}
    </FormDialog>
  );
}

/** The saved record's id: what the add answered (`{ id }`), the row edited, or the id the body sent (a tree node's). */
function savedId(answered: unknown, edited: string | number | undefined, sent: object): string | undefined {
  const idOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'id' in value && (typeof value.id === 'string' || typeof value.id === 'number') ? String(value.id) : undefined;
  return idOf(answered) ?? (edited === undefined ? undefined : String(edited)) ?? idOf(sent);
}

const messageOf = (message: unknown) => (typeof message === 'string' ? message : undefined);

interface SpecFieldProps<Row, V extends FieldValues, N extends FieldName<V>> {
  field: FieldSpecs<Row, V>[N];
  id: string;
  label: string;
  hint?: string;
  error?: string;
  readOnly: boolean;
  required: boolean;
  register: UseFormRegister<V>;
  control: Control<V>;
  context: FormContext<Row>;
}

/** A `custom` field, told apart by its kind (the spec's union is per name, so this keeps the name's value type). */
function isCustom<Row, V extends FieldValues, N extends FieldName<V>>(
  field: NamedFieldSpec<Row, V, N>,
): field is Extract<NamedFieldSpec<Row, V, N>, { kind: 'custom' }> {
  return field.kind === 'custom';
}

/** One declared field: its label, control, hint and error. */
function SpecField<Row, V extends FieldValues, N extends FieldName<V>>({ field, id, label, hint, error, readOnly, required, register, control, context }: SpecFieldProps<Row, V, N>) {
  const spec: NamedFieldSpec<Row, V, N> = field;
  const a11y = fieldA11y(id, error, required);
  const lang = spec.name === 'nameEn' ? 'en' : spec.name === 'nameZh' ? 'zh' : undefined;
  const control_ = (() => {
    if (isCustom(spec)) {
      const { Control: Custom } = spec;
      return (
        <Controller
          control={control}
          name={spec.name}
          render={({ field: f }) => (
            <Custom id={id} label={label} value={f.value} onChange={f.onChange} invalid={error !== undefined} required={required} context={context} />
          )}
        />
      );
    }
    switch (spec.kind) {
      case 'text':
      case 'email':
      case 'tel':
        return <Input {...a11y} type={spec.kind} lang={lang} readOnly={readOnly} autoComplete="off" {...register(spec.name)} />;
      case 'password':
        return <PasswordInput a11y={a11y} name={spec.name} readOnly={readOnly} register={register} control={control} />;
      case 'secret':
        // new-password: a browser fills no saved sign-in password into it (which would replace the stored secret)
        return <Input {...a11y} type="password" readOnly={readOnly} autoComplete="new-password" {...register(spec.name)} />;
      case 'datetime':
        return (
          <Controller
            control={control}
            name={spec.name}
            render={({ field: f }) => <DateTimeInput {...a11y} value={String(f.value ?? '')} onChange={f.onChange} onBlur={f.onBlur} readOnly={readOnly} />}
          />
        );
      case 'textarea':
        return <Textarea {...a11y} readOnly={readOnly} rows={4} {...register(spec.name)} />;
      case 'status':
        return (
          <Controller
            control={control}
            name={spec.name}
            render={({ field: f }) => <StatusSwitch id={id} status={String(f.value)} onChange={f.onChange} label={label} disabled={readOnly} />}
          />
        );
      case 'select':
        if (spec.dict !== undefined) {
          const { dict } = spec;
          return (
            <Controller
              control={control}
              name={spec.name}
              render={({ field: f }) => (
                <DictSelect
                  dict={dict}
                  value={String(f.value ?? '')}
                  onChange={f.onChange}
                  disabled={readOnly}
                  trigger={{ id, 'aria-invalid': a11y['aria-invalid'], 'aria-required': a11y['aria-required'], 'aria-describedby': a11y['aria-describedby'], className: 'w-full' }}
                />
              )}
            />
          );
        }
        return (
          <Controller
            control={control}
            name={spec.name}
            render={({ field: f }) => (
              <Select value={String(f.value ?? '')} onValueChange={f.onChange} disabled={readOnly}>
                <SelectTrigger
                  id={id}
                  aria-invalid={a11y['aria-invalid']}
                  aria-required={a11y['aria-required']}
                  aria-describedby={a11y['aria-describedby']}
                  className="w-full"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {spec.options.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        );
    }
  })();
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required}>
      <div className={cn('min-w-0', readOnly && 'opacity-80')}>{control_}</div>
    </FormField>
  );
}
