'use client';

import { startAuthentication, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { http } from '@/lib/client/http';

/**
 * Asks the server for a challenge (`ticket`: the second step's, bound to that sign-in) and the browser
 * for a passkey's answer; null when the user cancelled or the ceremony failed.
 */
export async function passkeyAnswer(ticket?: string): Promise<AuthenticationResponseJSON | null> {
  const optionsJSON = (await http<PublicKeyCredentialRequestOptionsJSON>('user/login/passkey/options', { body: ticket ? { ticket } : {} })).data;
  if (!optionsJSON) return null;
  try {
    return await startAuthentication({ optionsJSON });
  } catch {
    return null;
  }
}

/** A full-width button that runs a passkey ceremony (`run`), with a spinner meanwhile. */
export function PasskeyButton({ label, run, testId, variant = 'outline' }: { label: string; run: () => Promise<void>; testId: string; variant?: 'outline' | 'default' }) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    await run();
    setBusy(false);
  };
  return (
    <Button type="button" variant={variant} className="w-full" disabled={busy} onClick={() => void click()} data-testid={testId}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
      {label}
    </Button>
  );
}
