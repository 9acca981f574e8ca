import { beforeAll, describe, expect, it } from 'vitest';
import { allTextAreas, startLanguage } from '../lib/i18n';
import { documentTitleFor } from './document-title';

describe('document titles', () => {
  beforeAll(() => startLanguage('en', allTextAreas()));

  it('name every page after the club, the admin screens by their module, and the unknown ones as not found', () => {
    expect(documentTitleFor('/', 'Club Eagles')).toBe('Club Eagles');
    expect(documentTitleFor('/news-events', 'Club Eagles')).toBe('News & Events · Club Eagles');
    expect(documentTitleFor('/news-events/', 'Club Eagles')).toBe('News & Events · Club Eagles');
    expect(documentTitleFor('/admin/meetings', 'Club Eagles')).toBe('Meeting Management · Club Eagles');
    expect(documentTitleFor('/team/abc/players', 'Club Eagles')).toBe('Team Players · Club Eagles');
    // An article's page names itself once loaded; until then its kind.
    expect(documentTitleFor('/news/abc', 'Club Eagles')).toBe('News · Club Eagles');
    expect(documentTitleFor('/no/such/page', 'Club Eagles')).toBe('Page Not Found · Club Eagles');
  });

  it("are in the page's language", async () => {
    await startLanguage('dv', allTextAreas());
    expect(documentTitleFor('/', 'ފަޅު ކްލަބް')).toBe('ފަޅު ކްލަބް');
    expect(documentTitleFor('/shop', 'ފަޅު ކްލަބް')).toBe('ކްލަބުގެ ފިހާރަ · ފަޅު ކްލަބް');
    expect(documentTitleFor('/admin/finance', 'ފަޅު ކްލަބް')).toBe('މާލީ ބެލެހެއްޓުން · ފަޅު ކްލަބް');
    await startLanguage('en');
  });
});
