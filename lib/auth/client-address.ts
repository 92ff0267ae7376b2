import 'server-only';
import { isIP } from 'node:net';

/**
 * The client address used to count failed sign-ins: the socket's peer address, or, behind
 * `trustedHops` proxies (`TRUST_PROXY`), the right-most `X-Forwarded-For` entry those proxies did not
 * add. Entries left of it are the client's own words and never count.
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | null, trustedHops: number): string {
  const peer = normalizeAddress(socket ?? '') ?? unknownAddress;
  if (trustedHops < 1 || !forwardedFor) return peer;
  // Nearest first: the socket peer (the last proxy), then what each proxy appended, right to left.
  const chain = [peer, ...forwardedFor.split(',').map((entry) => entry.trim()).reverse()];
  let address = peer;
  for (let hop = 1; hop <= Math.min(trustedHops, chain.length - 1); hop++) {
    const next = normalizeAddress(chain[hop] ?? '');
    // A proxy we trust wrote this entry; one that is not an address ends the walk at the last good one.
    if (!next) break;
    address = next;
  }
  return address;
}

/** What the counters use when the socket address is not known (never a client's own words). */
export const unknownAddress = 'unknown';

/** An IPv4 or IPv6 address without brackets, port or the IPv4-mapped prefix; undefined when it is none. */
export function normalizeAddress(value: string): string | undefined {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind === 6) return address.toLowerCase();
  return undefined;
}

/**
 * `TRUST_PROXY`: unset, empty or `0` trusts no proxy; `1` (or `true`) one hop; `N` N hops. Anything
 * else is a configuration error, refused at start-up rather than guessed.
 */
export function trustedHops(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^[1-9]\d?$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be a number of proxy hops (0-99), not ${JSON.stringify(value)}`);
}
