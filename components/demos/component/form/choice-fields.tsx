'use client';

import { useTranslations } from 'next-intl';
import { Combobox } from '@/components/custom/combobox';
import { MultiSelect } from '@/components/custom/multi-select';
import { TreeSelect } from '@/components/pickers/tree-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DemoField } from './form-field';
import { useFormOptions } from './form-options';

/** Select, combobox with search, multi-select and tree select. */
export function ChoiceFields() {
  const t = useTranslations('page.component.form.placeholders');
  const fields = useTranslations('page.component.form.fields');
  const options = useFormOptions();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DemoField name="role">
        {({ value, onChange, onBlur, ref, disabled, name }, invalid) => (
          <Select value={value} onValueChange={onChange} disabled={disabled} name={name}>
            {/* The form label's id goes to Select's root, which has no element: name the trigger itself. */}
            <SelectTrigger ref={ref} onBlur={onBlur} className="w-full" aria-label={fields('role')} aria-invalid={invalid || undefined}>
              <SelectValue placeholder={t('role')} />
            </SelectTrigger>
            <SelectContent>
              {options.roles.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </DemoField>
      <DemoField name="country">
        {({ value, onChange }, invalid) => (
          <Combobox options={options.countries} value={value} onChange={onChange} placeholder={t('country')} invalid={invalid} />
        )}
      </DemoField>
      <DemoField name="skills" hint>
        {({ value, onChange }, invalid) => (
          <MultiSelect options={options.skills} value={value} onChange={onChange} placeholder={t('skills')} max={4} invalid={invalid} />
        )}
      </DemoField>
      <DemoField name="department">
        {({ value, onChange }, invalid) => (
          <TreeSelect options={options.departments} value={value} onChange={onChange} placeholder={t('department')} invalid={invalid} />
        )}
      </DemoField>
    </div>
  );
}
