// Starts the standalone production build on a port and resolves once it answers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export async function startServer({ port, env = {}, nodeArgs = [] }) {
  if (!existsSync('.next/standalone/server.js')) throw new Error('No production build: run `npm run build` first.');
  const child = spawn(process.execPath, [...nodeArgs, '.next/standalone/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-secret-bench-secret-bench-secret-01',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${url}/login`);
      if (res.ok) return { url, child, stop: () => stopServer(child) };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function stopServer(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
