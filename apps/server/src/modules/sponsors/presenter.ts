import type { Sponsor } from '@club/shared';
import type { sponsors } from '../../db/schema';

export const presentSponsor = (row: typeof sponsors.$inferSelect): Sponsor => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  websiteUrl: row.websiteUrl,
  sponsorshipType: row.sponsorshipType,
  sponsorshipAmount: row.sponsorshipAmount,
  contactPerson: row.contactPerson,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  startDate: row.startDate,
  endDate: row.endDate,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
