import 'server-only';

export interface RelyingParty {
  /** the domain credentials are scoped to */
  id: string;
  /** the origin the browser reports in clientDataJSON (scheme, host and port; `BASE_PATH` is a path, not part of it) */
  origin: string;
  name: string;
}

/**
 * The WebAuthn relying party of a request: its host (the `Host` header, as the browser addressed the
 * console) and scheme, unless `WEBAUTHN_RP_ID` / `WEBAUTHN_ORIGIN` say otherwise (behind a proxy that
 * rewrites the host, or to share passkeys across subdomains with a parent domain as the id).
 */
export function relyingParty(request: { headers: Headers; nextUrl: URL }): RelyingParty {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || request.nextUrl.host;
  const scheme = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || request.nextUrl.protocol.replace(/:$/, '');
  const origin = process.env.WEBAUTHN_ORIGIN || `${scheme}://${host}`;
  const id = process.env.WEBAUTHN_RP_ID || new URL(origin).hostname;
  return { id, origin, name: 'Admin Console' };
}
