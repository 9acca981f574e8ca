import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3100';
const [,, what = 'all'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shot(page, name, full = true) { await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full }); }
async function signIn(context, email) {
  const r = await context.request.post(`${base}/api/auth/sign-in`, { data: { email, password: 'demo-pass-2026' } });
  if (!r.ok()) throw new Error(`${email}: ${r.status()} ${await r.text()}`);
}
for (const width of [1280, 390]) {
  for (const lang of ['en', 'dv']) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'dv' ? 'dv-MV' : 'en-US' });
    await context.addCookies([{ name: 'lang', value: lang, url: base }]);
    const page = await context.newPage();
    if (what === 'all' || what === 'public') {
      await page.goto(`${base}/membership`); await page.waitForLoadState('networkidle'); await shot(page, `membership-${width}-${lang}`);
      await page.goto(`${base}/membership-registration?plan=student`); await page.waitForLoadState('networkidle'); await shot(page, `form-${width}-${lang}`);
    }
    for (const who of ['member', 'admin', 'guest', 'executive']) {
      if (what !== 'all' && what !== 'dash') continue;
      await context.clearCookies();
      await context.addCookies([{ name: 'lang', value: lang, url: base }]);
      await signIn(context, `${who}@example.com`);
      await page.goto(`${base}/dashboard`); await page.waitForLoadState('networkidle');
      await shot(page, `dash-${who}-${width}-${lang}`);
      await shot(page, `header-${who}-${width}-${lang}`, false);
    }
    await context.close();
  }
}
await browser.close();
