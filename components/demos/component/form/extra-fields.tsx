'use client';

import { REGEXP_ONLY_DIGITS } from 'input-otp';
import { useTranslations } from 'next-intl';
import { ColorPicker } from '@/components/custom/color-picker';
import { FileUpload } from '@/components/custom/file-upload';
import { Rating } from '@/components/custom/rating';
import { InputOTP, InputOTPGroup, InputOTPSeparator, InputOTPSlot } from '@/components/ui/input-otp';
import { DemoField } from './form-field';

/** File upload with (simulated) progress, rating, colour and one-time code. */
export function ExtraFields() {
  const t = useTranslations('page.component.form');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DemoField name="attachments" hint className="md:row-span-3">
        {({ value, onChange }, invalid) => (
          <FileUpload value={value} onChange={onChange} accept="image/*,.pdf,.txt,.csv" maxSize={2 * 1024 * 1024} maxFiles={4} invalid={invalid} />
        )}
      </DemoField>
      <DemoField name="rating">
        {({ value, onChange }, invalid) => (
          <Rating value={value} onChange={onChange} invalid={invalid} aria-label={t('fields.rating')} size="size-6" />
        )}
      </DemoField>
      <DemoField name="color">
        {({ value, onChange }, invalid) => <ColorPicker value={value} onChange={onChange} invalid={invalid} />}
      </DemoField>
      <DemoField name="otp" hint>
        {({ value, onChange, onBlur, ref, disabled }) => (
          <InputOTP maxLength={6} pattern={REGEXP_ONLY_DIGITS} value={value} onChange={onChange} onBlur={onBlur} ref={ref} disabled={disabled}>
            <InputOTPGroup>
              <InputOTPSlot index={0} />
              <InputOTPSlot index={1} />
              <InputOTPSlot index={2} />
            </InputOTPGroup>
            <InputOTPSeparator />
            <InputOTPGroup>
              <InputOTPSlot index={3} />
              <InputOTPSlot index={4} />
              <InputOTPSlot index={5} />
            </InputOTPGroup>
          </InputOTP>
        )}
      </DemoField>
    </div>
  );
}
