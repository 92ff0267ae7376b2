import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress, trustedHops } from '@/lib/auth/client-address';

/**
 * Route handlers get a Web `Request`, without the socket. Next 16 copies the socket address into
 * `x-forwarded-for` only when the client sent none (`??=` in base-server.js), so that header cannot
 * tell a peer from a forger. Node announces every request on the `http.server.request.start`
 * diagnostics channel before Next sees it; there the socket's address is written into a header whose
 * name is random per process, so no client can send it (whatever it sends is overwritten or ignored).
 */
const state = globalThis as typeof globalThis & { socketAddressHeader?: string; socketAddressStamped?: boolean };

/** The per-process header name that carries the socket's peer address to route handlers. */
export function socketAddressHeader(): string {
  state.socketAddressHeader ??= `x-socket-address-${randomBytes(12).toString('hex')}`;
  return state.socketAddressHeader;
}

/** Stamps every HTTP request this process receives with its socket's peer address (once per process). */
export function stampSocketAddresses(): void {
  if (state.socketAddressStamped) return;
  state.socketAddressStamped = true;
  const header = socketAddressHeader();
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[header] = socket.remoteAddress ?? '';
  });
}

/** The client address of a request, per `TRUST_PROXY` (see lib/auth/client-address.ts). */
export function requestAddress(headers: Headers): string {
  return clientAddress(headers.get(socketAddressHeader()) ?? undefined, headers.get('x-forwarded-for'), trustedHops(process.env.TRUST_PROXY));
}
