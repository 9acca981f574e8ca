import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCatalogues, findInSource, untranslatedApiMessages } from './check-texts.mjs';

const keys = new Set(['common.nav.home']);
const texts = (source) => findInSource(source, keys).texts.map(({ text }) => text);
const physical = (source) => findInSource(source, keys).physical.map(({ text }) => text);

describe('texts written in the code', () => {
  it('finds a planted English text in JSX, attributes, labels, conditions and toasts', () => {
    const source = `
      const LINKS = [{ to: '/', label: 'Home page' }];
      export function Page({ busy }) {
        toast.success('Saved for you');
        return (
          <section aria-label="Latest news">
            <h1>Welcome back</h1>
            <input placeholder="Search news" />
            <p>{busy ? 'Saving...' : t('common.nav.home')}</p>
            <Spinner label={\`Loading \${name}\`} />
            <button aria-label={\`\${on ? 'Deactivate' : 'Activate'} \${name}\`} />
            <FormField hint={PHONE_HINT} label={translateMessage(PHONE_HINT)} />
          </section>
        );
      }`;
    expect(texts(source)).toEqual([
      'Home page',
      'Saved for you',
      'Latest news',
      'Welcome back',
      'Search news',
      'Saving...',
      'Loading {}',
      'Deactivate',
      'Activate',
      'PHONE_HINT (wrap it in translateMessage)',
    ]);
  });

  it('lets through catalogue names, class names, numbers and symbols', () => {
    const source = `
      const LINKS = [{ to: '/', label: 'common.nav.home' }];
      export const Page = () => (
        <p className="text-sm font-bold" aria-label={t('common.nav.home')} id="x">
          {t('common.nav.home')} · 404 © {count}
        </p>
      );`;
    expect(texts(source)).toEqual([]);
  });

  it('the web app has no text outside the catalogues beyond the files still moving to them', () => {
    const pending = JSON.parse(readFileSync(new URL('./texts-pending.json', import.meta.url), 'utf8'));
    const navbar = readFileSync(new URL('../apps/web/src/app/layouts/navbar.tsx', import.meta.url), 'utf8');
    expect(pending['apps/web/src/app/layouts/navbar.tsx']).toBeUndefined();
    const english = JSON.parse(
      readFileSync(new URL('../packages/shared/src/locales/en.json', import.meta.url), 'utf8'),
    );
    const flat = (o, p = '') =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${p}${k}`] : flat(v, `${p}${k}.`)));
    expect(findInSource(navbar, new Set(flat(english))).texts).toEqual([]);
    // The same file with one English word planted in it fails.
    const planted = navbar.replace('{t(link.text)}', '{t(link.text)} Members');
    expect(findInSource(planted, new Set(flat(english))).texts.map(({ text }) => text)).toEqual(['Members']);
  });
});

describe('directions in class names', () => {
  it('finds physical margins, paddings, positions, borders, corners and alignments', () => {
    const source = `<div className="ml-2 md:pr-4 -left-1 right-0 text-left border-r rounded-tl-lg hover:text-right" />`;
    expect(physical(source)).toEqual([
      'ml-2',
      'md:pr-4',
      '-left-1',
      'right-0',
      'text-left',
      'border-r',
      'rounded-tl-lg',
      'hover:text-right',
    ]);
  });

  it('lets the logical ones through', () => {
    expect(
      physical(`<div className="ms-2 md:pe-4 -start-1 end-0 text-start border-e rounded-ss-lg mx-2 px-4" />`),
    ).toEqual([]);
  });
});

describe('catalogues', () => {
  const english = { common: { hello: 'Hello {name}', items: '{count, plural, one {# item} other {# items}}' } };
  it('accepts a complete translation with every text reviewed or marked a draft', () => {
    const dhivehi = { common: { hello: 'އައްސަލާމު عليكم {name}', items: '{count, plural, one {# ތަކެތި} other {# ތަކެތި}}' } };
    expect(checkCatalogues(english, dhivehi, { 'common.hello': 'reviewed', 'common.items': 'draft' })).toEqual([]);
  });

  it('refuses a missing text, an extra text, a text with no status, a broken message and a lost value', () => {
    const dhivehi = { common: { hello: 'އައްސަލާމު {nama}', extra: 'x' } };
    expect(checkCatalogues(english, dhivehi, { 'common.hello': 'draft', 'common.extra': 'maybe' })).toEqual([
      'dv.json has no text common.items',
      'en.json has no text common.extra (dv.json has it)',
      'dv.status.json: common.extra needs "draft" or "reviewed"',
      'dv.json common.hello uses {nama}, the English text {name}',
    ]);
    expect(
      checkCatalogues({ common: { bad: 'Hello {name' } }, { common: { bad: 'x {name' } }, { 'common.bad': 'draft' }),
    ).toEqual([expect.stringContaining('en.json common.bad'), expect.stringContaining('dv.json common.bad')]);
  });
});

describe("the API's messages", () => {
  it('finds a message or field error the catalogues do not have, and lets the ones they have through', () => {
    const messages = new Set(['Team not found.', 'Choose an option']);
    const source = `
      if (!team) throw notFound('Team not found.');
      if (!player) throw notFound('Player went missing.');
      throw badRequest('Choose an option of this product.', { variantId: ['Choose an option', 'Pick one'] });
      throw new HttpError(400, 'Planted in the server', { idCard: [MESSAGES.missing] });
      throw conflict(SHOP_MESSAGES.stock);`;
    expect(untranslatedApiMessages(source, messages).map(({ text }) => text)).toEqual([
      'Player went missing.',
      'Choose an option of this product.',
      'Pick one',
      'Planted in the server',
    ]);
  });

  it('the server answers with no message the catalogues lack', () => {
    const english = JSON.parse(
      readFileSync(new URL('../packages/shared/src/locales/en.json', import.meta.url), 'utf8'),
    );
    const messages = new Set(Object.values(english.validation.server));
    const routes = readFileSync(new URL('../apps/server/src/modules/teams/routes.ts', import.meta.url), 'utf8');
    expect(untranslatedApiMessages(routes, messages)).toEqual([]);
    expect(untranslatedApiMessages(`${routes}\nthrow notFound('Planted');`, messages).map(({ text }) => text)).toEqual([
      'Planted',
    ]);
  });
});
