'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ComboboxOption } from '@/components/custom/combobox';
import type { TreeOption } from '@/components/pickers/tree-select';

const roles = ['developer', 'designer', 'manager', 'analyst'] as const;
const skills = ['frontend', 'backend', 'design', 'data', 'devops', 'testing', 'product', 'writing'] as const;
const regions = ['CN', 'US', 'GB', 'DE', 'FR', 'JP', 'KR', 'SG', 'AU', 'CA', 'BR', 'IN', 'IT', 'ES', 'NL', 'SE', 'CH', 'NZ', 'MX', 'ZA'] as const;

/** [id, parentId, message key] of the department tree, in sibling order. */
const departments = [
  ['hq', '', 'hq'],
  ['eng', 'hq', 'eng'],
  ['eng-fe', 'eng', 'frontend'],
  ['eng-be', 'eng', 'backend'],
  ['eng-qa', 'eng', 'qa'],
  ['sales', 'hq', 'sales'],
  ['sales-east', 'sales', 'east'],
  ['sales-west', 'sales', 'west'],
  ['ops', 'hq', 'ops'],
  ['ops-support', 'ops', 'support'],
  ['ops-finance', 'ops', 'finance'],
] as const;

/** The choices of the demo form's select, combobox, multi-select and tree select, in the page's language. */
export function useFormOptions() {
  const t = useTranslations('page.component.form.options');
  const locale = useLocale();
  return useMemo(() => {
    const regionName = new Intl.DisplayNames([locale], { type: 'region' });
    const englishName = new Intl.DisplayNames(['en'], { type: 'region' });
    const countries: ComboboxOption[] = regions
      .map((code) => ({ value: code, label: regionName.of(code) ?? code, keywords: [englishName.of(code) ?? code] }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    return {
      roles: roles.map((value) => ({ value, label: t(`role.${value}`) })),
      skills: skills.map<ComboboxOption>((value) => ({ value, label: t(`skill.${value}`) })),
      countries,
      departments: departments.map<TreeOption>(([id, parentId, key], order) => ({ id, parentId, order, label: t(`department.${key}`) })),
      plans: (['free', 'pro', 'team'] as const).map((value) => ({ value, label: t(`plan.${value}`), hint: t(`plan.${value}Hint`) })),
    };
  }, [t, locale]);
}
