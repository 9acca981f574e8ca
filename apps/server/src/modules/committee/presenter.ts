import type { CommitteeMember } from '@club/shared';
import type { executiveCommittee } from '../../db/schema';

export const presentCommitteeMember = (row: typeof executiveCommittee.$inferSelect): CommitteeMember => ({
  id: row.id,
  name: row.name,
  position: row.position,
  bio: row.bio,
  email: row.email,
  phone: row.phone,
  imageUrl: row.imageUrl,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
  termStartDate: row.termStartDate,
  termEndDate: row.termEndDate,
});
