import { vi } from 'vitest';
import { dictOptionsRoute } from './dicts';

/** One request the page sent, as the server would read it. */
export interface ApiCall {
  method: string;
  /** the path under `/api/`, without the query string: `system/notices`, `system/notices/edit` */
  path: string;
  query: Record<string, string>;
  /** the JSON body, parsed (undefined without one) */
  body: unknown;
  /** the Authorization header, when one was sent */
  authorization?: string;
}

/** What a route answers: the API's envelope (`{code: 200, data}`, or a refusal with `message` and `fields`). */
export interface Answer {
  code: number;
  data?: unknown;
  message?: string;
  fields?: Record<string, string>;
}

export type Route = (call: ApiCall) => Answer;

export const ok = (data?: unknown, message?: string): Answer => ({ code: 200, data, ...(message ? { message } : {}) });
export const refuse = (code: number, message: string, fields?: Record<string, string>): Answer => ({ code, message, ...(fields ? { fields } : {}) });

/**
 * The network, faked at `fetch`: routes keyed `METHOD path` (`POST system/notices`) answer the API's
 * envelope; every request is recorded, and one no route knows answers 404 (and is listed in `unrouted`)
 * so a test sees a call it did not expect. The kit's own modules run as they are. The seeded dictionaries'
 * options answer by default (tests/component/support/dicts.ts).
 */
export function fakeApi(own: Record<string, Route>) {
  // Every page may read a dictionary's options: the seeded ones answer unless a test routes them itself.
  const routes: Record<string, Route> = { 'GET system/dicts/options': dictOptionsRoute, ...own };
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://console.test');
    const path = url.pathname.replace(/^\/api\//, '');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const authorization = new Headers(init?.headers).get('authorization') ?? undefined;
    const call: ApiCall = { method: init?.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body: text === undefined ? undefined : JSON.parse(text), authorization };
    calls.push(call);
    const route = routes[`${call.method} ${path}`];
    const answer = route ? route(call) : refuse(404, `no route for ${call.method} ${path}`);
    return new Response(JSON.stringify(answer), { status: answer.code === 200 ? 200 : answer.code, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** the calls to one route (`METHOD path`) */
    to: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** the calls no route answered */
    unrouted: () => calls.filter((call) => !routes[`${call.method} ${call.path}`]),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
