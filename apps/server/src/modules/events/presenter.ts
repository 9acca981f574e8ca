import type { ClubEvent } from '@club/shared';
import type { events } from '../../db/schema';

export const presentEvent = (row: typeof events.$inferSelect): ClubEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  eventDate: row.eventDate.toISOString(),
  endDate: row.endDate?.toISOString() ?? null,
  location: row.location,
  maxParticipants: row.maxParticipants,
  registrationFee: row.registrationFee,
  status: row.status,
  isPublic: row.isPublic,
  eventImageUrl: row.eventImageUrl,
  createdAt: row.createdAt.toISOString(),
});
