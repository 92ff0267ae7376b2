'use client';

import { InputOTP, InputOTPGroup, InputOTPSlot } from '@/components/ui/input-otp';

/** Six digits of an authenticator app, one box each (input-otp: paste, autofill from SMS-style prompts). */
export function CodeInput({ id, value, onChange, label, invalid, onComplete }: { id: string; value: string; onChange: (value: string) => void; label: string; invalid?: boolean; onComplete?: (value: string) => void }) {
  return (
    <InputOTP
      id={id}
      maxLength={6}
      pattern="^\d*$"
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={label}
      aria-invalid={invalid}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      data-testid="totp-code"
    >
      <InputOTPGroup>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <InputOTPSlot key={index} index={index} aria-invalid={invalid} />
        ))}
      </InputOTPGroup>
    </InputOTP>
  );
}
