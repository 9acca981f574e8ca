import { beforeAll, describe, expect, it } from 'vitest';
import { allTextAreas, startLanguage } from '../lib/i18n';
import { documentTitleFor } from './document-title';

describe('document titles', () => {
  beforeAll(() => startLanguage('en', allTextAreas()));

  it('name every page, the admin screens by their module, and the unknown ones as not found', () => {
    expect(documentTitleFor('/')).toBe('Maldives Sports Club');
    expect(documentTitleFor('/news-events')).toBe('News & Events · Maldives Sports Club');
    expect(documentTitleFor('/news-events/')).toBe('News & Events · Maldives Sports Club');
    expect(documentTitleFor('/admin/meetings')).toBe('Meeting Management · Maldives Sports Club');
    expect(documentTitleFor('/team/abc/players')).toBe('Team Players · Maldives Sports Club');
    // An article's page names itself once loaded; until then its kind.
    expect(documentTitleFor('/news/abc')).toBe('News · Maldives Sports Club');
    expect(documentTitleFor('/no/such/page')).toBe('Page Not Found · Maldives Sports Club');
  });

  it("are in the page's language", async () => {
    await startLanguage('dv', allTextAreas());
    expect(documentTitleFor('/')).toBe('މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް');
    expect(documentTitleFor('/shop')).toBe('ކްލަބުގެ ފިހާރަ · މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް');
    expect(documentTitleFor('/admin/finance')).toBe('މާލީ ބެލެހެއްޓުން · މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް');
    await startLanguage('en');
  });
});
