import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3100';
const [,, who, lang, width, path, name, scroll = '0'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addCookies([{ name: 'lang', value: lang, url: base }]);
if (who !== 'none') {
  const r = await context.request.post(`${base}/api/auth/sign-in`, { data: { email: `${who}@example.com`, password: 'demo-pass-2026' } });
  if (!r.ok()) throw new Error(await r.text());
}
const page = await context.newPage();
await page.goto(base + path); await page.waitForLoadState('networkidle');
await page.evaluate((y) => window.scrollTo(0, y), Number(scroll));
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/shots/${name}.png` });
await browser.close();
