import { describe, expect, it } from 'vitest';
import { documentTitleFor } from './document-title';

describe('document titles', () => {
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
});
