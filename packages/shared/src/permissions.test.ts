import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Action,
  getModule,
  grantsByDefault,
  hasRoleAtLeast,
  MODULE_IDS,
  ROLES,
  type Role,
} from './permissions';

// The spec's tables, retyped by hand (01 §6, 02 §6, 03 §6): V C E D A = view create edit delete approve.
const SPEC: Record<string, Record<Role, string>> = {
  users: { admin: 'VCED', executive: 'V', member: '', guest: '' },
  'news-events': { admin: 'VCEDA', executive: 'VCEDA', member: 'VC', guest: '' },
  news: { admin: 'VCEDA', executive: 'VCEDA', member: 'VC', guest: '' },
  events: { admin: 'VCEDA', executive: 'VCEDA', member: 'VC', guest: '' },
  // Set by the registrations issue (decision 005): create = manage fees, approve = collect a fee.
  'membership-registrations': { admin: 'VCEDA', executive: 'VCA', member: '', guest: '' },
  'academy-registrations': { admin: 'VCEDA', executive: 'VCA', member: '', guest: '' },
  // Not in the spec: members and memberships (issue 26); approve = accept or decline an application.
  members: { admin: 'VCEDA', executive: 'VEA', member: '', guest: '' },
  finance: { admin: 'VCEDA', executive: 'VCEA', member: '', guest: '' },
  // The spec grants nobody approve; the meetings issue gives it to admin (decision 011).
  meetings: { admin: 'VCEDA', executive: 'VCED', member: 'V', guest: '' },
  teams: { admin: 'VCEDA', executive: 'VCEDA', member: 'V', guest: 'V' },
  gallery: { admin: 'VCEDA', executive: 'VCEDA', member: 'VC', guest: 'V' },
  sponsors: { admin: 'VCEDA', executive: 'VCEDA', member: 'V', guest: '' },
  committee: { admin: 'VCEDA', executive: 'VCEDA', member: 'V', guest: '' },
  'role-permissions': { admin: 'VCEDA', executive: '', member: '', guest: '' },
  roles: { admin: 'VCEDA', executive: '', member: '', guest: '' },
  backend: { admin: 'VCEDA', executive: '', member: '', guest: '' },
  archive: { admin: 'VCEDA', executive: 'VCED', member: '', guest: '' },
  shop: { admin: 'VCEDA', executive: 'VCE', member: '', guest: '' },
  contributions: { admin: 'VCEDA', executive: 'VCE', member: '', guest: '' },
  // Not in the spec: the contact form's inbox (issue 3), readable and markable from executive level.
  contact: { admin: 'VCED', executive: 'VE', member: '', guest: '' },
  // Not in the spec: the club settings store (issue 8), admin only.
  settings: { admin: 'VE', executive: '', member: '', guest: '' },
};

const LETTER: Record<Action, string> = { view: 'V', create: 'C', edit: 'E', delete: 'D', approve: 'A' };

describe('permission matrix', () => {
  it('holds exactly the modules of the spec', () => {
    expect([...MODULE_IDS].sort()).toEqual(Object.keys(SPEC).sort());
  });

  for (const moduleId of MODULE_IDS) {
    for (const role of ROLES) {
      it(`${moduleId} / ${role} equals the spec`, () => {
        for (const action of ACTIONS) {
          const expected = SPEC[moduleId]?.[role].includes(LETTER[action]) ?? false;
          expect(grantsByDefault(role, moduleId, action), `${moduleId} ${role} ${action}`).toBe(expected);
        }
      });
    }
  }

  it('ranks roles guest < member < executive < admin', () => {
    expect(hasRoleAtLeast('admin', 'executive')).toBe(true);
    expect(hasRoleAtLeast('executive', 'member')).toBe(true);
    expect(hasRoleAtLeast('member', 'executive')).toBe(false);
    expect(hasRoleAtLeast('guest', 'member')).toBe(false);
  });

  it('sets the minimum roles of the screens that have one', () => {
    for (const moduleId of ['archive', 'shop', 'contributions', 'contact'] as const) {
      expect(getModule(moduleId).minRole).toBe('executive');
    }
    for (const moduleId of ['roles', 'role-permissions', 'backend', 'settings'] as const)
      expect(getModule(moduleId).minRole).toBe('admin');
  });
});
