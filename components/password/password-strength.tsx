'use client';

import type { Score } from '@zxcvbn-ts/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

const levels = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const colours = ['bg-destructive', 'bg-destructive', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-600'] as const;

/**
 * How hard a new password is to guess, as it is typed: zxcvbn-ts's score in words ("Strength: weak") and as
 * a bar, the words in a polite live region so a screen reader hears them once typing pauses. The estimator
 * (and its dictionaries) loads on the first character typed. Advice only: what the server refuses is the
 * password rule (length, the username, the blocklist), which names itself under the field.
 */
export function PasswordStrength({ id, password, userInputs }: { id: string; password: string; userInputs: readonly string[] }) {
  const t = useTranslations('password.strength');
  const score = useStrength(password, userInputs);
  const shown = password === '' ? null : score;
  return (
    <div className="mt-1 grid gap-1" data-testid="password-strength">
      <div className="grid grid-cols-4 gap-1" aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn('h-1 rounded-full', shown !== null && shown >= step ? colours[shown] : 'bg-muted')} />
        ))}
      </div>
      <p id={id} aria-live="polite" className="text-muted-foreground min-h-4 text-xs">
        {shown === null ? '' : t('label', { level: t(levels[shown]) })}
      </p>
    </div>
  );
}

/** The score of `password` after typing pauses (150 ms), null before the estimator has answered. */
function useStrength(password: string, userInputs: readonly string[]): Score | null {
  const [score, setScore] = useState<Score | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      void import('./estimate-strength').then(({ estimateStrength }) => {
        if (current) setScore(estimateStrength(password, inputs.split('\n').filter(Boolean)));
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return score;
}
