'use client';

import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** The small panel over a demo's canvas: a title, one line of help and the controls. */
export function DemoPanel({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <section
      data-testid="demo-panel"
      className="bg-background/90 text-foreground absolute top-3 right-3 z-10 w-64 max-w-[calc(100%-1.5rem)] space-y-3 rounded-lg border p-3 text-sm shadow-sm backdrop-blur"
    >
      <header className="space-y-1">
        <h1 className="leading-none font-medium">{title}</h1>
        {description ? <p className="text-muted-foreground text-xs">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

export function PanelSwitch({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

export function PanelRange({
  id,
  label,
  value,
  min,
  max,
  step,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="flex justify-between font-normal">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums">{value.toFixed(1)}</span>
      </Label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="accent-primary w-full"
      />
    </div>
  );
}

/** A read-only line of the panel: a label and the value it reports (hovered, selected…). */
export function PanelValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <p className="flex justify-between gap-2 text-xs">
      <span className="text-muted-foreground">{label}</span>
      <span data-testid={testId} className="truncate font-medium">
        {value}
      </span>
    </p>
  );
}
