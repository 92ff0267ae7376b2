'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

const defaultSwatches = [
  '#0f172a', '#64748b', '#ef4444', '#f97316', '#f59e0b', '#eab308',
  '#84cc16', '#22c55e', '#14b8a6', '#06b6d4', '#3b82f6', '#6366f1',
  '#8b5cf6', '#a855f7', '#d946ef', '#ec4899',
] as const;

const hexPattern = /^#[0-9a-f]{6}$/i;

export interface ColorPickerProps {
  /** A `#rrggbb` colour (lower or upper case). */
  value: string;
  onChange: (hex: string) => void;
  /** The quick choices (default: 16 Tailwind 500-ish colours). */
  swatches?: readonly string[];
  id?: string;
  invalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/** A colour: swatches, the browser's colour wheel and a hex field, in a popover. */
export function ColorPicker({ value, onChange, swatches = defaultSwatches, id, invalid, className, ...aria }: ColorPickerProps) {
  const t = useTranslations('custom.colorPicker');
  const valid = hexPattern.test(value);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          aria-invalid={invalid || undefined}
          aria-describedby={aria['aria-describedby']}
          className={cn('w-full justify-start gap-3 font-normal', className)}
        >
          <span className="size-5 rounded border shadow-xs" style={{ background: valid ? value : 'transparent' }} aria-hidden />
          <span className="font-mono uppercase">{value || t('none')}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64" align="start">
        <div className="grid gap-3">
          <div className="grid grid-cols-8 gap-1.5" role="listbox" aria-label={t('swatches')}>
            {swatches.map((hex) => {
              const on = hex.toLowerCase() === value.toLowerCase();
              return (
                <button
                  key={hex}
                  type="button"
                  role="option"
                  aria-selected={on}
                  aria-label={hex}
                  onClick={() => onChange(hex)}
                  className="focus-visible:ring-ring/50 flex aspect-square items-center justify-center rounded-md border outline-none focus-visible:ring-[3px]"
                  style={{ background: hex }}
                >
                  {on ? <Check className="size-3.5 text-white mix-blend-difference" aria-hidden /> : null}
                </button>
              );
            })}
          </div>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t('custom')}
              value={valid ? value.toLowerCase() : '#000000'}
              onChange={(e) => onChange(e.target.value)}
              className="size-9 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
            />
            <Input
              aria-label={t('hex')}
              value={value}
              maxLength={7}
              onChange={(e) => onChange(e.target.value.startsWith('#') ? e.target.value : `#${e.target.value}`)}
              className="font-mono uppercase"
            />
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
