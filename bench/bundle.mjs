// npm run bench:bundle — per route of the production build (/login and every menu leaf the seeded
// super user may open), the JS and CSS a cold load transfers (gzip, as served) and decodes, plus LCP
// of /login, and which heavy libraries that first load contains (found by markers in the served
// scripts). A library on any route but its own page is flagged and fails the run (exit code 1).
// Targets: /login ≤ 200 KB, /dashboard ≤ 320 KB gzip.
import { chromium } from '@playwright/test';
import { heavyLibraries, librariesIn } from './heavy-libraries.mjs';
import { startServer } from './server.mjs';
import { chromiumPath } from '../scripts/chromium-path.cjs';

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3200) });
const launch = () =>
  chromium.launch({
    executablePath: chromiumPath(),
    // SwiftShader: the WebGL pages run their engines (and fetch what those load) as in a real browser.
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
let browser = await launch();


async function token() {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'super', password: 'super' }),
  });
  return (await res.json()).data.token;
}

/** The menu leaves the user may open, in the server's order (a path no other path extends). */
async function menuLeaves(cookie) {
  const res = await fetch(`${server.url}/api/user/userInfo`, { headers: { authorization: `Bearer ${cookie}` } });
  const paths = (await res.json()).data.currentMenuPermission;
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}/`)));
}

async function measure(route, cookie) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ name: 'token', value: cookie, url: server.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = { js: [0, 0], css: [0, 0] };
  const types = new Map();
  const bodies = [];
  // Settled = nothing in flight and nothing new for 1.5 s: the engines' chunks arrive only after
  // hydration (next/dynamic), and some load more chunks once they start (shaders, maplibre).
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = (delta) => {
    inFlight += delta;
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', () => touch(1));
  cdp.on('Network.loadingFailed', () => touch(-1));
  const kindOf = (id) => (types.get(id) === 'Script' ? 'js' : types.get(id) === 'Stylesheet' ? 'css' : null);
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.dataReceived', (e) => {
    const kind = kindOf(e.requestId);
    if (kind) sizes[kind][1] += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    touch(-1);
    const kind = kindOf(e.requestId);
    if (kind) sizes[kind][0] += e.encodedDataLength;
    if (kind === 'js') {
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: e.requestId })
          .then((r) => (r.base64Encoded ? Buffer.from(r.body, 'base64').toString('latin1') : r.body))
          .catch(() => ''),
      );
    }
  });
  await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
  for (const end = Date.now() + 30_000; Date.now() < end; ) {
    if (inFlight <= 0 && Date.now() - lastActivity > 1500) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(0), 2000);
      }),
  );
  const libraries = librariesIn(await Promise.all(bodies));
  const finalUrl = new URL(page.url()).pathname;
  await context.close();
  return { route, finalUrl, sizes, lcp, libraries };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const cookie = await token();
const routes = ['/login', ...(await menuLeaves(cookie))];
const flags = [];
console.log('route                 JS gzip    CSS gzip   total gzip   JS decoded  CSS decoded  LCP      heavy libraries');
// Software WebGL in headless Chromium now and then loses a page's renderer (or the whole browser) on the
// engine pages; such a route is measured again in a fresh browser rather than ending the run.
async function measureOnce(route) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(route, route === '/login' ? undefined : cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${route}: the browser lost the page (${String(error).split('\n')[0]}); measuring again`);
      await browser.close().catch(() => {});
      browser = await launch();
    }
  }
}

for (const route of routes) {
  const r = await measureOnce(route);
  const total = r.sizes.js[0] + r.sizes.css[0];
  const strays = r.libraries.filter((name) => heavyLibraries[name].page !== route);
  flags.push(...strays.map((name) => `${route} loads ${name} (belongs to ${heavyLibraries[name].page})`));
  console.log(
    [
      route.padEnd(20),
      kb(r.sizes.js[0]).padStart(10),
      kb(r.sizes.css[0]).padStart(10),
      kb(total).padStart(12),
      kb(r.sizes.js[1]).padStart(11),
      kb(r.sizes.css[1]).padStart(12),
      (route === '/login' ? `${Math.round(r.lcp)} ms` : '').padEnd(8),
      r.libraries.map((name) => (strays.includes(name) ? `${name}(!)` : name)).join(', ') || '-',
      r.finalUrl !== route ? `(→ ${r.finalUrl})` : '',
    ].join(' '),
  );
}
await browser.close();
await server.stop();
if (flags.length) {
  console.log(`\nFLAGGED: a heavy library outside its own page\n  ${flags.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery heavy library loads only on its own page.');
}
