// untracked: CPU ms per request of the server (pid from argv) for a few paths
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const [pid, base] = [process.argv[2], process.argv[3] ?? 'http://127.0.0.1:3298'];
import { execSync } from 'node:child_process';
const pgTicks = () => execSync("for p in $(pgrep -f 'postgres:.*console_prof'); do cat /proc/$p/stat 2>/dev/null; done").toString().split('\n').filter(Boolean).reduce((a, l) => { const f = l.split(') ')[1].split(' '); return a + (Number(f[11]) + Number(f[12])) * 10; }, 0);
const ticks = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const res = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'super', password: 'super' }) });
const token = (await res.json()).data.token;
const paths = (process.env.PATHS ?? '/login,/dashboard').split(',');
for (const path of paths) {
  const req = { method: 'GET', path, headers: path === '/login' ? {} : { cookie: `token=${token}` } };
  await autocannon({ url: base, connections: 4, amount: 200, requests: [req] });
  const t0 = ticks(); const p0 = pgTicks();
  const r = await autocannon({ url: base, connections: 4, amount: 1000, requests: [req] });
  const ms = ticks() - t0; const pms = pgTicks() - p0;
  console.log(`${path}: ${(ms / 1000).toFixed(2)} ms CPU/req, pg ${(pms / 1000).toFixed(2)} ms/req, ${r.requests.average} rps (c4), non2xx ${r.non2xx}, bytes/req ${Math.round(r.throughput.total / 1000)}`);
}
