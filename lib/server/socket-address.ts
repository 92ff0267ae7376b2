import 'server-only';
import { randomBytes } from 'node:crypto';
import { clientAddress, trustedHops } from '@/lib/server/client-address';
import { storedAgent } from '@/lib/user-agent';

/**
 * Route handlers get a Web `Request`, without the socket. Next 16 copies the socket address into
 * `x-forwarded-for` only when the client sent none (`??=` in base-server.js), so that header cannot
 * tell a peer from a forger. The request gate (lib/server/request-gate.ts) writes the socket's address
 * into a header whose name is random per process, before Next sees the request: no client can send it.
 */
const state = globalThis as typeof globalThis & { socketAddressHeader?: string };

/** Where a sign-in came from: the client address (as throttling computes it) and the User-Agent. */
export interface SignInClient {
  address: string;
  userAgent: string;
}

/** The per-process header name that carries the socket's peer address to route handlers. */
export function socketAddressHeader(): string {
  state.socketAddressHeader ??= `x-socket-address-${randomBytes(12).toString('hex')}`;
  return state.socketAddressHeader;
}

/** The client address of a request, per `TRUST_PROXY` (see lib/server/client-address.ts). */
export function requestAddress(headers: Headers): string {
  return clientAddress(headers.get(socketAddressHeader()) ?? undefined, headers.get('x-forwarded-for'), trustedHops(process.env.TRUST_PROXY));
}

/** Where a request comes from, as a session and the sign-in history record it. */
export function requestClient(headers: Headers): SignInClient {
  return { address: requestAddress(headers), userAgent: storedAgent(headers.get('user-agent')) };
}
