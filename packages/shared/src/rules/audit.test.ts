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
        { key: 'jersey_number', field: 'Jersey number', before: '9', after: '10' },
        { key: 'is_active', field: 'Is active', before: 'Yes', after: 'No' },
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
    expect(created.changes).toEqual([{ key: 'title', field: 'Title', before: '—', after: 'Cup final' }]);
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
    // An action with more words than its area ('user.second-factor.on') is one operation, named as a whole.
    const turnedOn = describeAuditEntry({
      action: 'user.second-factor.on',
      entityType: 'user',
      before: null,
      after: null,
    });
    expect(turnedOn).toMatchObject({ operation: 'second_factor_on', verb: 'Turned on a second sign-in step in' });
    const accepted = describeAuditEntry({
      action: 'membership-application.accept',
      entityType: 'membership_registrations',
      before: null,
      after: { memberNumber: 'MEM-2026-00012', plan: 'regular' },
    });
    expect(accepted).toMatchObject({ operation: 'accept', subject: 'MEM-2026-00012' });
    expect(accepted.changes.map((change) => change.key)).toEqual(['member_number', 'plan']);
  });

  it('writes yes, no and days in the reader language', () => {
    const words = {
      yes: 'އާން',
      no: 'ނޫން',
      date: (value: string) => `day ${value}`,
      dateTime: () => 'moment',
      code: (value: string) => `code ${value}`,
    };
    expect(auditValue(true, words)).toBe('އާން');
    // A coded field's value is named by its code; what a person typed is shown as typed.
    const changed = describeAuditEntry(
      { action: 'orders.update', entityType: 'orders', before: { status: 'pending', notes: 'pending' }, after: {} },
      words,
    );
    expect(changed.changes.map((change) => change.before)).toEqual(['code pending', 'pending']);
    expect(auditValue('2026-12-31', words)).toBe('day 2026-12-31');
    expect(auditValue('2026-11-23T20:20:00.000Z', words)).toBe('moment');
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
