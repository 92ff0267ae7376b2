import { describe, expect, it } from 'vitest';
import { describeAgent, storedAgent } from '@/lib/user-agent';

describe('describeAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome 126', 'Windows 10/11'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', 'Edge 126', 'Windows 10/11'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari 17', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1', 'Chrome 126', 'iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128', 'Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome 126', 'Android'],
    ['curl/8.5.0', 'curl 8', ''],
    ['', '', ''],
  ])('%s', (agent, browser, os) => {
    expect(describeAgent(agent)).toEqual({ browser, os });
  });

  it('stores at most 512 characters, without control characters', () => {
    expect(storedAgent(null)).toBe('');
    expect(storedAgent('a\u0000b\nc')).toBe('abc');
    expect(storedAgent('x'.repeat(600))).toHaveLength(512);
  });
});
