import type { Profile } from '@club/shared';
import type { profiles } from '../../db/schema';

export function presentProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    dateOfBirth: row.dateOfBirth,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
