import { z } from 'zod';
import { ACTIONS, MODULE_IDS, ROLES } from '../permissions';
import { optionalText } from './common';

export const ROLE_MESSAGES = {
  editSystem: 'Cannot edit system roles',
  deleteSystem: 'Cannot delete system roles',
  assigned: (count: number) => `Cannot delete role that is assigned to ${count} user(s)`,
  deleteConfirm: (displayName: string) => `Are you sure you want to delete the role "${displayName}"?`,
  duplicateName: 'A role with this name already exists',
  adminLockout: 'Admins must keep access to Role Permissions to prevent system lockout',
  saved: 'Permission settings have been saved successfully',
  reset: 'Permissions have been reset to default values',
} as const;

/** The levels a custom role may take for minimum-role checks (admin stays a system role). */
export const CUSTOM_ROLE_BASES = ['guest', 'member', 'executive'] as const;

/** Role names are lower-cased with spaces turned into hyphens. */
export const normalizeRoleName = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '-');

export const roleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(50)
    .transform(normalizeRoleName)
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use letters, numbers, spaces and hyphens')),
  displayName: z.string().trim().min(1, 'Display name is required').max(80),
  description: optionalText(300),
  baseRole: z.enum(CUSTOM_ROLE_BASES).default('member'),
  isActive: z.boolean().default(true),
});

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  baseRole: z.enum(ROLES),
  isSystemRole: z.boolean(),
  isActive: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});

const moduleActions = z.partialRecord(z.enum(MODULE_IDS), z.array(z.enum(ACTIONS)).max(ACTIONS.length));

/** The saved matrix: per role id, per module, the allowed actions. */
export const permissionMatrixSchema = z.record(z.uuid(), moduleActions);

export const permissionMatrixBodySchema = z.object({ matrix: permissionMatrixSchema });

export type RoleInput = z.input<typeof roleInputSchema>;
export type RoleValues = z.output<typeof roleInputSchema>;
export type RoleRecord = z.infer<typeof roleSchema>;
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;
export type PermissionMatrixBody = z.infer<typeof permissionMatrixBodySchema>;
