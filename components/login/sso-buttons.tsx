'use client';

import { LogIn } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { enrolPath, enrolTicketKey } from '@/lib/auth/factor-kinds';

/** A configured identity provider as the sign-in page offers it: "Sign in with <name>", translated on the server. */
export interface SsoLink {
  id: string;
  label: string;
  href: string;
}

/** One link per provider: a whole-page navigation to `GET /api/auth/oidc/start`, which redirects to the provider. */
export function SsoButtons({ links }: { links: SsoLink[] }) {
  return (
    <div className="grid gap-2">
      {links.map((link) => (
        <Button key={link.id} asChild variant="outline" className="w-full">
          <a href={link.href} data-testid={`sso-${link.id}`}>
            <LogIn aria-hidden />
            {link.label}
          </a>
        </Button>
      ))}
    </div>
  );
}

/**
 * After single sign-on, a second factor to give comes back in the fragment (never sent to a server):
 * `#mfa=<ticket>&methods=totp,recovery` opens the second step here, `#enrol=<ticket>` the enrolment page.
 * The fragment is cleared at once so the ticket stays out of the history.
 */
export function useSsoTicket(onTicket: (ticket: { ticket: string; methods: string[] }) => void) {
  const router = useRouter();
  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const mfa = params.get('mfa');
    const enrol = params.get('enrol');
    if (!mfa && !enrol) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (mfa) onTicket({ ticket: mfa, methods: (params.get('methods') ?? '').split(',').filter(Boolean) });
    else if (enrol) {
      window.sessionStorage.setItem(enrolTicketKey, enrol);
      router.push(enrolPath);
    }
  }, [onTicket, router]);
}
