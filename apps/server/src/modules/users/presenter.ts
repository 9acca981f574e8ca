import type { UserListItem } from '@club/shared';
import type { UserRow } from './repository';

export const presentUser = (row: UserRow): UserListItem => ({ ...row, createdAt: row.createdAt.toISOString() });
