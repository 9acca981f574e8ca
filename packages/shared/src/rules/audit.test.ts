import { describe, expect, it } from 'vitest';
import { auditValue, describeAuditEntry, fieldLabel } from './audit';

describe('audit entries as people read them', () => {
  it('says what changed on an update, field by field, leaving out the bookkeeping columns', () => {
    const description = describeAuditEntry({
      action: 'team_players.update',
      entityType: 'team_players',
      before: { id: 'p1', player_name: 'Ali', jersey_number: 9, is_active: true, updated_at: 'a', updated_by: 'u1' },
      after: { id: 'p1', player_name: 'Ali', jersey_number: 10, is_active: false, updated_at: 'b', updated_by: 'u2' },
    });
    expect(description).toEqual({
      operation: 'update',
      verb: 'Updated',
      areaKey: 'team_players',
      area: 'Players',
      subject: 'Ali',
      changes: [
        { field: 'Jersey number', before: '9', after: '10' },
        { field: 'Is active', before: 'Yes', after: 'No' },
      ],
    });
  });

  it('names creations, deletions and the other actions, and the record by its title, name or number', () => {
    const created = describeAuditEntry({
      action: 'news.create',
      entityType: 'news',
      before: null,
      after: { title: 'Cup final', excerpt: '' },
    });
    expect(created).toMatchObject({
      operation: 'create',
      verb: 'Created',
      areaKey: 'news',
      area: 'News',
      subject: 'Cup final',
    });
    // A kind of record the log does not know keeps its own name, and no key for the screens to translate.
    expect(
      describeAuditEntry({ action: 'widgets.update', entityType: 'widgets', before: {}, after: {} }),
    ).toMatchObject({
      areaKey: null,
      area: 'Widgets',
    });
    expect(created.changes).toEqual([{ field: 'Title', before: '—', after: 'Cup final' }]);
    const deleted = describeAuditEntry({
      action: 'membership_registrations.delete',
      entityType: 'membership_registrations',
      before: { form_number: 'MEM-2026-00012' },
      after: null,
    });
    expect(deleted).toMatchObject({ verb: 'Deleted', area: 'Membership registrations', subject: 'MEM-2026-00012' });
    expect(describeAuditEntry({ action: 'user.role_change', entityType: 'user', before: {}, after: {} }).verb).toBe(
      'Changed the role of',
    );
  });

  it('labels fields and values plainly', () => {
    expect(fieldLabel('logo_url')).toBe('Logo URL');
    expect(fieldLabel('contactPhone')).toBe('Contact phone');
    expect(auditValue(null)).toBe('—');
    expect(auditValue(false)).toBe('No');
    expect(auditValue('x'.repeat(200))).toHaveLength(120);
    expect(auditValue('2026-12-31')).toBe('Dec 31, 2026');
    expect(auditValue('2026-11-23T20:20:00.000Z')).toBe('Nov 24, 2026, 1:20 AM');
    expect(auditValue('+9607771234')).toBe('+960 777-1234');
  });
});
