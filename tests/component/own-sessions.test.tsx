import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnSessions } from '@/components/account/own-sessions';
import type { SessionItem } from '@/resources/sessions/ui/session-api';
import { fakeApi, ok } from './support/api';
import { renderPage, shellUserWith } from './support/render';

const session = (id: string, current: boolean): SessionItem => ({
  id,
  userId: 'u-self',
  username: 'admin',
  name: 'Test Admin',
  group: '0001',
  groupName: 'HR',
  address: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
  browser: 'Firefox',
  os: 'Linux',
  // 09:30 and 10:05 UTC: 17:30 and 18:05 in Shanghai
  signedInAt: '2026-11-26T09:30:00.000Z',
  lastActiveAt: '2026-11-26T10:05:00.000Z',
  currentRole: 'admin',
  current,
});

describe('Account: own sessions', () => {
  it('shows the times in the user’s zone and language, each date on one line (a Chinese date has no space to break at)', async () => {
    fakeApi({ 'GET user/sessions': () => ok([session('s-1', true), session('s-2', false)]) });
    renderPage(<OwnSessions />, { url: '/account', user: shellUserWith([]), locale: 'zh', timeZone: 'Asia/Shanghai' });
    const [times] = await screen.findAllByTestId('own-session-times');
    const since = [...times!.querySelectorAll('span')].find((part) => part.textContent?.startsWith('登录于'));
    expect(since?.textContent).toBe('登录于 2026年11月26日 17:30');
    expect(since).toHaveClass('whitespace-nowrap');
    const active = [...times!.querySelectorAll('span')].find((part) => part.textContent?.startsWith('最近活动'));
    expect(active?.textContent).toBe('最近活动 2026年11月26日 18:05');
    expect(active).toHaveClass('whitespace-nowrap');
    // only the address may break anywhere (a long IPv6 one)
    for (const part of times!.querySelectorAll('.break-all')) expect(part.textContent).toBe(session('s-1', true).address);
  });
});
