'use client';

import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';

/** A labelled choice among a few options (the demo's "props" panel). */
export function OptionToggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-muted-foreground text-xs font-medium">{label}</span>
      <ToggleGroup type="single" size="sm" variant="outline" value={value} onValueChange={(v) => v && onChange(v as T)} aria-label={label}>
        {options.map((o) => (
          <ToggleGroupItem key={o.value} value={o.value} className="px-2.5 text-xs">
            {o.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}

/** A labelled on/off option. */
export function OptionSwitch({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
    </div>
  );
}

/** The row of option controls above a demo. */
export function OptionBar({ children }: { children: ReactNode }) {
  return <div className="bg-muted/30 flex flex-wrap items-center gap-x-5 gap-y-2 rounded-lg border border-dashed px-3 py-2">{children}</div>;
}
