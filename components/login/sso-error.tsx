import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Why a single sign-on came back refused (the sign-in page's `?error=`, the account page's `?ssoError=`): an
 * alert (read out at once), with an icon and text. Its red is the readable one (`destructive-foreground`):
 * `destructive` is a dark red in the dark theme, barely legible on its card.
 */
export function SsoError({ text, className }: { text: string; className?: string }) {
  return (
    <p
      role="alert"
      data-testid="sso-error"
      className={cn('border-destructive-foreground/40 text-destructive-foreground bg-destructive/10 flex items-start gap-2 rounded-md border px-3 py-2 text-sm', className)}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
