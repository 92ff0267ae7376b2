import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Client } from 'pg';

export const adminUrl = process.env.TEST_DATABASE_URL;
/** Why a PostgreSQL test is skipped (vitest prints the test name with the reason). */
export const noPostgres = 'skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it';
if (!adminUrl) console.warn(`PostgreSQL server tests ${noPostgres}`);

export interface Server {
  url: string;
  child: ChildProcess;
  /** stdout lines so far (the JSON log) */
  lines: string[];
  exited: Promise<number | null>;
}

/** Starts the standalone production build and resolves when /api/health answers 200. */
export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  if (!existsSync('.next/standalone/server.js')) throw new Error('No production build: run `npm run build` first.');
  const child = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      AUTH_SECRET: 'server-test-secret-server-test-secret-01',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, lines, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start: ${stderr}`);
}

/** Stops a server (SIGTERM, or SIGKILL for a crash) and waits for it to exit. */
export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** A fresh PostgreSQL database for one test file; answers its URL and a function that drops it. */
export async function freshDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database = `console_${name}_${process.pid}`;
  await withAdmin((client) => client.query(`drop database if exists ${database} with (force)`).then(() => client.query(`create database ${database}`)));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists ${database} with (force)`)).then(() => undefined),
  };
}

export async function withAdmin<T>(run: (client: Client) => Promise<T>, connectionString = adminUrl): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A small API client for one server: JSON in, `{status, body, headers}` out. */
export function api(url: string) {
  return async (path: string, init: { token?: string; body?: unknown; method?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { locale: 'en', ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('application/json');
    return { status: res.status, headers: res.headers, text, body: json ? JSON.parse(text) : null };
  };
}

/** Signs in over HTTP and answers the token. */
export async function signIn(url: string, username: string, password = username): Promise<string> {
  const res = await api(url)('/api/user/login', { body: { username, password } });
  if (res.body?.data?.status !== 'ok') throw new Error(`sign-in as ${username} failed: ${res.text}`);
  return res.body.data.token as string;
}
