import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { apiLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { socketAddressHeader } from './socket-address';

// The methods Next can turn into a Web Request. For TRACE `new Request()` throws (the Fetch
// spec forbids them) and Next answers 500 on any path; other WebDAV-style methods get an empty 400.
const nextMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
const state = globalThis as typeof globalThis & { requestGate?: WeakSet<Server> };

/**
 * Node announces each request on the `http.server.request.start` diagnostics channel just before it
 * emits the server's `request` event, in the same tick. There, every request is stamped with its
 * socket's address (lib/server/socket-address.ts), and the first request of a server wraps that
 * server's listeners (Next's), so a method Next cannot handle is answered 405 without reaching it.
 * A request that arrives before start-up installs this is neither stamped nor gated.
 */
export function installRequestGate(): void {
  if (state.requestGate) return;
  const gated = new WeakSet<Server>();
  state.requestGate = gated;
  const header = socketAddressHeader();
  subscribe('http.server.request.start', (message) => {
    const { request, socket, server } = message as { request: IncomingMessage; socket: Socket; server: Server };
    request.headers[header] = socket.remoteAddress ?? '';
    if (!gated.has(server)) {
      gated.add(server);
      gateMethods(server);
    }
  });
}

function gateMethods(server: Server): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!nextMethods.has(request.method ?? '')) return refuseMethod(request, response);
    for (const listener of listeners) listener.call(server, request, response);
  });
}

// The JSON envelope, as the API answers. No `Allow`: these methods are served on no path at all.
function refuseMethod(request: IncomingMessage, response: ServerResponse): void {
  const locale = apiLocale(typeof request.headers.locale === 'string' ? request.headers.locale : null);
  const body = JSON.stringify({ code: 405, message: translate(locale, 'api.error.methodNotAllowed') });
  response.writeHead(405, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  response.end(body);
  request.resume();
}
