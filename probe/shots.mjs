// Ad-hoc: screenshots of pages in light/dark, en/zh, 1440/390, composed 4 to an image. Deleted after use.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const out = '/tmp/shots';
mkdirSync(out, { recursive: true });
const pages = (process.env.PAGES ?? '/system/sso').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'super', password: 'super' }) })).json();
const token = login.data.token;
for (const path of pages) {
  const files = [];
  for (const mode of ['light', 'dark']) for (const locale of ['en', 'zh']) for (const width of [1440, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale: locale === 'en' ? 'en-US' : 'zh-CN' });
    await ctx.addCookies([{ name: 'locale', value: locale, url: base }, ...(path === '/login' ? [] : [{ name: 'token', value: token, url: base }])]);
    await ctx.addInitScript((m) => localStorage.setItem('theme-mode', m), mode);
    const page = await ctx.newPage();
    await page.goto(base + path);
    await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
    if (process.env.CLICK) { await page.locator(process.env.CLICK).first().click().catch(() => {}); await page.waitForTimeout(800); }
    const file = `${out}/${path.replaceAll('/', '_')}-${mode}-${locale}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    files.push(file);
    await ctx.close();
  }
  // Compose: wide ones 2x2, phones 4 in a row.
  for (const [kind, list] of [['wide', files.filter((f) => f.endsWith('-1440.png'))], ['phone', files.filter((f) => f.endsWith('-390.png'))]]) {
    const imgs = list.map((f) => `<img src="data:image/png;base64,${readFileSync(f).toString('base64')}">`).join('');
    const ctx = await browser.newContext({ viewport: { width: kind === 'wide' ? 2880 : 1560, height: 900 } });
    const page = await ctx.newPage();
    await page.setContent(`<style>body{margin:0;display:grid;grid-template-columns:repeat(${kind === 'wide' ? 2 : 4},1fr);gap:4px;background:#f0f}img{width:100%}</style>${imgs}`);
    await page.screenshot({ path: `${out}/${path.replaceAll('/', '_')}-${kind}.png`, fullPage: true, scale: 'css' });
    await ctx.close();
  }
}
await browser.close();
