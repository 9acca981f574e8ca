import { DEFAULT_IDENTITY, IDENTITY_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestFor, templatesByLanguage } from '../../platform/language';
import { senderOf } from '../../platform/mail';
import { renderReceiptPdf } from '../../platform/receipt-pdf';
import { textsIn } from '../../platform/texts';
import { PDF, PNG } from '../../test/files';
import {
  callApp,
  createTestApp,
  type Method,
  mailTo,
  onPostgres,
  queuedMailsTo,
  secondServer,
  signedInAs,
  type TestApp,
} from '../../test/harness';
import { multipartFile } from '../../test/multipart';
import { pdfText } from '../../test/pdf-pixels';

const settings = {
  bankAccount: { bankName: 'Bank of Maldives', accountName: 'Maldives Sports Club', accountNumber: '7730000123456' },
  contributionGoal: '75000',
  uploadLimitsMb: { images: 1, documents: 20 },
  metricsToken: 'a-very-long-monitoring-token-1234',
  contact: { email: 'secretary@club.test', phone: '+960 330-0000', address: 'Majeedhee Magu, Male' },
  publicSite: {
    heroImageUrl: '',
    social: { facebook: 'https://facebook.com/club', instagram: '', youtube: null, tiktok: '', x: '' },
  },
  backups: { enabled: true, hour: '3', keep: '7' },
  membership: { yearStartMonth: '7', graceDays: '14' },
};
const NO_SOCIAL = { facebook: null, instagram: null, youtube: null, tiktok: null, x: null };

describe('club settings', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('starts from defaults, and only admins read or change them', async () => {
    const defaults = (await call('GET', '/api/admin/settings', admin.cookie)).json();
    expect(defaults).toMatchObject({ contributionGoal: '50000.00', uploadLimitsMb: { images: 10, documents: 20 } });
    const executive = await signedInAs(app, 'executive');
    expect((await call('GET', '/api/admin/settings', executive.cookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings', executive.cookie, settings)).statusCode).toBe(403);
  });

  it('saves, validates, audits without the token, and is read by the modules at once', async () => {
    const bad = await call('PUT', '/api/admin/settings', admin.cookie, {
      ...settings,
      contributionGoal: '-5',
      metricsToken: 'short',
      uploadLimitsMb: { images: 500, documents: 0 },
      backups: { enabled: true, hour: 24, keep: 0 },
      membership: { yearStartMonth: 13, graceDays: -1 },
      publicSite: {
        heroImageUrl: 'javascript:alert(1)',
        social: { ...NO_SOCIAL, facebook: 'javascript:alert(1)', x: 'http://x.com/club', youtube: 'https://a b' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(
      [
        'backups.hour',
        'backups.keep',
        'contributionGoal',
        'membership.graceDays',
        'membership.yearStartMonth',
        'metricsToken',
        'uploadLimitsMb.documents',
        'uploadLimitsMb.images',
        'publicSite.heroImageUrl',
        'publicSite.social.facebook',
        'publicSite.social.x',
        'publicSite.social.youtube',
      ].sort(),
    );
    expect(bad.json().fieldErrors['publicSite.social.x']).toEqual(['Enter the page address, starting with https://']);
    // A network the portal does not know is refused, not stored.
    const unknown = await call('PUT', '/api/admin/settings', admin.cookie, {
      ...settings,
      publicSite: { ...settings.publicSite, social: { ...settings.publicSite.social, myspace: 'https://m.com' } },
    });
    expect(unknown.statusCode).toBe(400);

    const saved = await call('PUT', '/api/admin/settings', admin.cookie, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      contributionGoal: '75000.00',
      contact: { email: 'secretary@club.test' },
      backups: { enabled: true, hour: 3, keep: 7 },
      membership: { yearStartMonth: 7, graceDays: 14 },
    });
    expect((await app.backups.status()).schedule).toEqual({ enabled: true, hour: 3, keep: 7 });

    const visitor = (await call('GET', '/api/settings')).json();
    // Public: no metrics token. The phone is kept in one form whatever was typed; the upload caps show
    // on the public forms before anyone chooses a file.
    expect(visitor).toEqual({
      identity: DEFAULT_IDENTITY,
      bankAccount: settings.bankAccount,
      contributionGoal: '75000.00',
      contact: { ...settings.contact, phone: '+9603300000' },
      uploadLimitsMb: settings.uploadLimitsMb,
      publicSite: { heroImageUrl: null, social: { ...NO_SOCIAL, facebook: 'https://facebook.com/club' } },
    });

    const [entry] = (await call('GET', '/api/audit-log?area=settings', admin.cookie)).json().items;
    expect(entry).toMatchObject({
      action: 'settings.update',
      actorEmail: admin.email,
      after: { metricsToken: '(set)' },
    });
    expect(JSON.stringify(entry)).not.toContain(settings.metricsToken);

    // The image cap now is 1 MB; the contact form now mails the secretary.
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    await expect(app.storage.save('gallery', big)).rejects.toMatchObject({ statusCode: 413 });
    const contact = { name: 'Visitor', email: 'visitor@club.test', topic: 'Membership', message: 'How do I join?' };
    expect((await call('POST', '/api/contact', undefined, contact)).statusCode).toBe(201);
    await mailTo(app, 'secretary@club.test', 'How do I join?');
  });

  const identity = {
    name: { en: 'Hulhumale Eagles Club', dv: 'ހުޅުމާލެ އީގަލްސް ކްލަބް' },
    shortName: { en: 'HEC', dv: '' },
    motto: { en: 'Fly high, play fair', dv: '' },
    registrationNumber: 'SC-2019-042',
    colours: { primary: '#7A1F2B', accent: '#f5c542' },
  };

  it('names the club and colours its pages as saved, in every mail, and refuses colours text cannot be read on', async () => {
    const refused = await call('PUT', '/api/admin/settings', admin.cookie, {
      ...settings,
      identity: { ...identity, name: { en: '  ', dv: '' }, colours: { primary: '#ffd700', accent: '#1e3a8a' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'identity.name.en': [IDENTITY_MESSAGES.nameRequired],
      'identity.colours.primary': [IDENTITY_MESSAGES.primaryTooLight],
      'identity.colours.accent': [IDENTITY_MESSAGES.accentTooDark],
    });
    for (const colour of ['#12345', 'red', '</style><script>', '#7a1f2b;x:y'])
      expect(
        (
          await call('PUT', '/api/admin/settings', admin.cookie, {
            ...settings,
            identity: { ...identity, colours: { ...identity.colours, primary: colour } },
          })
        ).json().fieldErrors,
      ).toEqual({ 'identity.colours.primary': [IDENTITY_MESSAGES.colour] });

    const saved = await call('PUT', '/api/admin/settings', admin.cookie, { ...settings, identity });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...identity,
      shortName: { en: 'HEC', dv: null },
      motto: { en: 'Fly high, play fair', dv: null },
      logo: null,
      colours: { primary: '#7a1f2b', accent: '#f5c542' },
    };
    expect(saved.json().identity).toEqual(expected);
    expect((await call('GET', '/api/settings')).json().identity).toEqual(expected);
    // An older client that leaves the identity out keeps it.
    expect((await call('PUT', '/api/admin/settings', admin.cookie, settings)).json().identity).toEqual(expected);

    // Mails and documents name the club in the reader's language.
    expect(textsIn('en').club).toBe('Hulhumale Eagles Club');
    expect(textsIn('dv').club).toBe('ހުޅުމާލެ އީގަލްސް ކްލަބް');
    const email = 'new.coach@club.test';
    const memberRole = app.permissions.roleByName('member')?.id;
    expect(
      (await call('POST', '/api/users', admin.cookie, { fullName: 'New Coach', email, roleId: memberRole })).statusCode,
    ).toBe(201);
    const invitation = await mailTo(app, email, 'Hulhumale Eagles Club');
    // Sent under the club's name (MAIL_FROM gives the address alone); a configured sender name is kept.
    expect(/^From: (.+)$/m.exec(invitation.text)?.[1]).toBe('Hulhumale Eagles Club <no-reply@club.local>');
    expect(senderOf('Club Office <office@club.test>')).toBe('Club Office <office@club.test>');
    expect(await queuedMailsTo(app, email, 'Hulhumale Eagles Club')).toHaveLength(1);

    // Receipts print the name and the registration number.
    const receipt = await renderReceiptPdf({
      receiptNumber: 'R-2026-00001',
      language: 'en',
      heading: 'Payment receipt',
      rows: [['Amount', 'MVR 500.00']],
      voidNotice: null,
      closing: 'Thank you.',
    });
    expect(await pdfText(receipt)).toMatch(/Hulhumale Eagles Club\s+Registration number SC-2019-042\s+Payment receipt/);

    // Its pages: the name in the title, the colours in the stylesheet, the identity for the app's first paint.
    const html =
      '<html lang="en"><head><meta name="theme-color" content="#0e7490" /><title>Maldives Sports Club</title></head><body><div id="root"></div></body></html>';
    const page = templatesByLanguage(html, {}, saved.json().identity);
    expect(page.en).toContain('<title>Hulhumale Eagles Club</title>');
    expect(page.dv).toContain('<title>ހުޅުމާލެ އީގަލްސް ކްލަބް</title>');
    expect(page.en).toContain('--color-brand-700:#7a1f2b');
    expect(page.en).toContain('--color-accent:#f5c542');
    expect(page.en).toContain('<meta name="theme-color" content="#7a1f2b"');
    expect(page.en).toContain(
      '<script id="club-identity" type="application/json">{"name":{"en":"Hulhumale Eagles Club"',
    );
    // A name that looks like markup stays text.
    const marked = templatesByLanguage(html, {}, { ...expected, name: { en: '</title><script>x</script>', dv: null } });
    expect(marked.en).not.toContain('<script>x');
    expect(marked.en).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(templatesByLanguage(html, {}, DEFAULT_IDENTITY).en).not.toContain('<style');

    await call('PUT', '/api/admin/settings', admin.cookie, { ...settings, identity: DEFAULT_IDENTITY });
    expect(textsIn('en').club).toBe(DEFAULT_IDENTITY.name.en);
  });

  it.runIf(onPostgres())('a second server shows a changed name within a second', async () => {
    const other = await secondServer(app);
    try {
      const nameThere = async () =>
        (await other.app.inject({ method: 'GET', url: '/api/settings' })).json().identity.name.en;
      expect(await nameThere()).toBe(DEFAULT_IDENTITY.name.en);
      await call('PUT', '/api/admin/settings', admin.cookie, { ...settings, identity });
      const started = Date.now();
      let name = await nameThere();
      while (name !== identity.name.en && Date.now() - started < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        name = await nameThere();
      }
      expect(name).toBe(identity.name.en);
    } finally {
      await other.close();
      await call('PUT', '/api/admin/settings', admin.cookie, { ...settings, identity: DEFAULT_IDENTITY });
    }
  });

  it('takes the home page photo from an admin upload; others may not upload site pictures', async () => {
    const upload = (cookie: string) => {
      const body = multipartFile('file', 'hero.png', PNG);
      return app.app.inject({
        method: 'POST',
        url: '/api/uploads/site-images',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const executive = await signedInAs(app, 'executive');
    expect((await upload(executive.cookie)).statusCode).toBe(403);
    const uploaded = await upload(admin.cookie);
    expect(uploaded.statusCode).toBe(201);
    const heroImageUrl = uploaded.json().url;
    expect(heroImageUrl).toMatch(/^\/files\/site-images\/[0-9a-f-]{36}\.png$/);
    const saved = await call('PUT', '/api/admin/settings', admin.cookie, {
      ...settings,
      publicSite: { ...settings.publicSite, heroImageUrl },
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/settings')).json().publicSite.heroImageUrl).toBe(heroImageUrl);
    expect((await app.app.inject({ method: 'GET', url: heroImageUrl })).statusCode).toBe(200);
  });

  it("draws an uploaded logo into the portal's own PNG squares, used by the pages and the installed app", async () => {
    const logoSvg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#7a1f2b"/><circle cx="20" cy="10" r="6" fill="#f5c542"/></svg>',
    );
    const upload = (cookie: string, data: Buffer, filename = 'logo.svg') => {
      const body = multipartFile('file', filename, data);
      return app.app.inject({
        method: 'POST',
        url: '/api/admin/settings/logo',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const executive = await signedInAs(app, 'executive');
    expect((await upload(executive.cookie, logoSvg)).statusCode).toBe(403);
    // An SVG that reaches outside itself, markup that is no image, a PDF: refused, nothing stored.
    for (const [data, status] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>'), 415],
      [Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'), 415],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.test/x)"/></svg>'), 415],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.test/x.css";</style></svg>'),
        415,
      ],
      [PDF, 415],
      [Buffer.alloc(3 * 1024 * 1024, 1), 413],
    ] as const)
      expect((await upload(admin.cookie, data)).statusCode).toBe(status);

    const uploaded = await upload(admin.cookie, logoSvg);
    expect(uploaded.statusCode).toBe(201);
    const { logo } = uploaded.json();
    for (const [size, pixels] of [
      ['large', 512],
      ['icon', 192],
      ['small', 64],
    ] as const) {
      expect(logo[size]).toMatch(/^\/files\/club-logos\/[0-9a-f-]{36}\.png$/);
      const drawn = await app.app.inject({ method: 'GET', url: logo[size] });
      expect(drawn.headers['content-type']).toBe('image/png');
      expect([drawn.rawPayload.readUInt32BE(16), drawn.rawPayload.readUInt32BE(20)]).toEqual([pixels, pixels]);
    }
    // Only the portal's own drawings are taken as the logo.
    for (const elsewhere of [
      'https://evil.test/logo.png',
      '/files/site-images/00000000-0000-0000-0000-000000000000.png',
    ])
      expect(
        (
          await call('PUT', '/api/admin/settings', admin.cookie, {
            ...settings,
            identity: { ...DEFAULT_IDENTITY, logo: { ...logo, small: elsewhere } },
          })
        ).statusCode,
      ).toBe(400);
    const saved = await call('PUT', '/api/admin/settings', admin.cookie, {
      ...settings,
      identity: { ...DEFAULT_IDENTITY, logo },
    });
    expect(saved.json().identity.logo).toEqual(logo);
    // The documents' heading carries it (a receipt has no image without one).
    const receipt = (logoSet: boolean) =>
      renderReceiptPdf({
        receiptNumber: `R-${logoSet}`,
        language: 'en',
        heading: 'Payment receipt',
        rows: [],
        voidNotice: null,
        closing: '',
      }).then((pdf) => pdf.toString('latin1').includes('/Subtype /Image'));
    expect(await receipt(true)).toBe(true);
    const manifest = manifestFor({ name: 'built', icons: [] }, saved.json().identity, 'en');
    expect(manifest.icons).toEqual([
      { src: logo.icon, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: logo.large, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
    const html =
      '<html lang="en"><head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="apple-touch-icon" href="/icon-192.png" /></head><body></body></html>';
    expect(templatesByLanguage(html, {}, saved.json().identity).en).toContain(
      `<link rel="icon" href="${logo.small}" type="image/png" /><link rel="apple-touch-icon" href="${logo.icon}" />`,
    );
    await call('PUT', '/api/admin/settings', admin.cookie, { ...settings, identity: DEFAULT_IDENTITY });
    expect(await receipt(false)).toBe(false);
  });
});
