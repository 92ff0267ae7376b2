'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { SigninResult } from '@/lib/auth/signin-results';

const variant: Record<SigninResult, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  success: 'default',
  signout: 'secondary',
  'unknown-user': 'outline',
  'wrong-password': 'destructive',
  disabled: 'outline',
  throttled: 'destructive',
  'throttled-account': 'destructive',
  'challenge-failed': 'destructive',
  'mfa-pending': 'secondary',
  'wrong-code': 'destructive',
};

/** How a sign-in ended, in words: failures stand out. */
export function SigninResultBadge({ result }: { result: SigninResult }) {
  const t = useTranslations('dict.signinResult');
  return <Badge variant={variant[result]}>{t(result)}</Badge>;
}
