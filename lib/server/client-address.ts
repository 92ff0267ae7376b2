import 'server-only';
import ipaddr from 'ipaddr.js';

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

/**
 * An address in one canonical spelling (ipaddr.js): IPv4 as four decimal parts, IPv4-mapped IPv6 as
 * IPv4, other IPv6 in RFC 5952 form without a zone; brackets and ports go. Undefined when it is none.
 * IPv4 in other spellings (`127.1`, `0x7f.0.0.1`, leading zeros) is refused: no proxy writes it.
 */
export function normalizeAddress(value: string): string | undefined {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).toString();
  if (!ipaddr.IPv6.isValid(address)) return undefined;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return new ipaddr.IPv6(v6.parts).toRFC5952String();
}

/** Bits of an IPv6 address that name one subscriber: a /64 is what one home or host is usually given. */
export const ipv6PrefixBits = 64;

/**
 * What failed sign-ins are counted under for an address: an IPv4 address itself, an IPv6 address's
 * /64 (`2001:db8:1:2::/64`), since one client can pick any address of its /64 at will. Anything
 * else (the unknown marker) counts as itself.
 */
export function throttleKey(address: string): string {
  const normal = normalizeAddress(address);
  if (!normal?.includes(':')) return normal ?? address;
  const parts = ipaddr.IPv6.parse(normal).parts.map((part, index) => (index < ipv6PrefixBits / 16 ? part : 0));
  return `${new ipaddr.IPv6(parts).toRFC5952String()}/${ipv6PrefixBits}`;
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
