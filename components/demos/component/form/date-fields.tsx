'use client';

import { Clock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { DatePicker, DateRangePicker } from '@/components/custom/date-picker';
import { Input } from '@/components/ui/input';
import { DemoField } from './form-field';

/** A time field with a clock icon; its props (aria-invalid included) go to the input. */
function TimeInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <Clock className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
      <Input {...props} type="time" className="pl-9 [&::-webkit-calendar-picker-indicator]:hidden" />
    </div>
  );
}

/** Date (with month and year dropdowns), date range and time. */
export function DateFields() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <DemoField name="birthday">
        {({ value, onChange }, invalid) => (
          <DatePicker value={value} onChange={onChange} dropdowns disabled={{ after: new Date() }} invalid={invalid} />
        )}
      </DemoField>
      <DemoField name="stay">
        {({ value, onChange }, invalid) => <DateRangePicker value={value} onChange={onChange} invalid={invalid} />}
      </DemoField>
      <DemoField name="meeting" hint>
        {(field) => <TimeInput {...field} min="09:00" max="18:00" step={900} />}
      </DemoField>
    </div>
  );
}
