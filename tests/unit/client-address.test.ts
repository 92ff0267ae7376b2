import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, throttleKey, trustedHops, unknownAddress } from '@/lib/server/client-address';

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', null, 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:10.0.0.2', '1.1.1.1, 2.2.2.2', 0)).toBe('10.0.0.2');
  });

  it('is the right-most entry behind one trusted proxy; entries further left are the client own words', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '6.6.6.6,198.51.100.1 ', 1)).toBe('198.51.100.1');
  });

  it('walks one entry per trusted hop', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.9', 2)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.9', 3)).toBe('6.6.6.6');
  });

  it('stops at the furthest entry when the chain is shorter than the hops', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', 3)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', null, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '', 1)).toBe('10.0.0.2');
  });

  it('stops at the last address when a trusted entry is not an address', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1, unknown', 2)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'garbage, 198.51.100.1', 2)).toBe('198.51.100.1');
  });

  it('answers a fixed marker, never a guess, when the socket address is missing', () => {
    expect(clientAddress(undefined, '198.51.100.1', 0)).toBe(unknownAddress);
    expect(clientAddress('', null, 0)).toBe(unknownAddress);
  });
});

describe('normalizeAddress', () => {
  it('strips ports, brackets and the IPv4-mapped prefix, and lower-cases IPv6', () => {
    expect(normalizeAddress('198.51.100.1:4711')).toBe('198.51.100.1');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('::1')).toBe('::1');
  });

  it('refuses what is not an address', () => {
    for (const value of ['', 'unknown', '999.1.1.1', 'example.com', '1.2.3.4; drop table', '[::1']) expect(normalizeAddress(value), value).toBeUndefined();
  });

  it('answers one spelling for every spelling of one IPv6 address', () => {
    const spellings = [
      '2001:db8::1',
      '2001:DB8::1',
      '2001:0db8::0001',
      '2001:db8:0:0:0:0:0:1',
      '2001:0DB8:0000:0000:0000:0000:0000:0001',
      '2001:db8::0:1',
      '[2001:db8:0::1]:8443',
      '2001:db8::0.0.0.1',
    ];
    for (const spelling of spellings) expect(normalizeAddress(spelling), spelling).toBe('2001:db8::1');
    // RFC 5952: the longest run of zeros is the one shortened.
    expect(normalizeAddress('2001:0:0:1:0:0:0:1')).toBe('2001:0:0:1::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it('answers an IPv4-mapped IPv6 address as IPv4, in either spelling', () => {
    for (const spelling of ['::ffff:192.0.2.1', '::FFFF:c000:0201', '[::ffff:192.0.2.1]:80', '0:0:0:0:0:ffff:192.0.2.1']) {
      expect(normalizeAddress(spelling), spelling).toBe('192.0.2.1');
    }
  });

  it('refuses IPv4 spellings other than four decimal parts', () => {
    for (const value of ['127.1', '0x7f.0.0.1', '010.0.0.1', '2130706433', '1.2.3']) expect(normalizeAddress(value), value).toBeUndefined();
  });
});

describe('throttleKey', () => {
  it('is an IPv4 address itself', () => {
    expect(throttleKey('198.51.100.1')).toBe('198.51.100.1');
    expect(throttleKey('::ffff:198.51.100.1')).toBe('198.51.100.1');
  });

  it('is the /64 of an IPv6 address, one for every address and spelling in it', () => {
    const inOne64 = ['2001:db8:1:2::1', '2001:DB8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2:a:b:c:d'];
    for (const address of inOne64) expect(throttleKey(address), address).toBe('2001:db8:1:2::/64');
    expect(throttleKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(throttleKey('::1')).toBe('::/64');
  });

  it('leaves the unknown marker as it is', () => {
    expect(throttleKey(unknownAddress)).toBe(unknownAddress);
  });
});

describe('trustedHops', () => {
  it('reads TRUST_PROXY as a hop count', () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops('')).toBe(0);
    expect(trustedHops('0')).toBe(0);
    expect(trustedHops('false')).toBe(0);
    expect(trustedHops('1')).toBe(1);
    expect(trustedHops('true')).toBe(1);
    expect(trustedHops(' 2 ')).toBe(2);
  });

  it('refuses anything else rather than guess', () => {
    for (const value of ['yes', '-1', '1.5', '100', 'loopback']) expect(() => trustedHops(value), value).toThrow(/TRUST_PROXY/);
  });
});
