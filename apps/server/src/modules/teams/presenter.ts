import type { Player, PublicPlayer, Team } from '@club/shared';
import type { teamPlayers, teams } from '../../db/schema';

export const presentTeam = ({ team, playerCount }: { team: typeof teams.$inferSelect; playerCount: number }): Team => ({
  id: team.id,
  name: team.name,
  sport: team.sport,
  category: team.category,
  description: team.description,
  isActive: team.isActive,
  establishedYear: team.establishedYear,
  coachName: team.coachName,
  coachPhone: team.coachPhone,
  teamImageUrl: team.teamImageUrl,
  reminderHours: team.reminderHours,
  trainingsAttending: team.trainingsAttending,
  playerCount,
  createdAt: team.createdAt.toISOString(),
});

export const presentPlayer = (row: typeof teamPlayers.$inferSelect): Player => ({
  id: row.id,
  teamId: row.teamId,
  userId: row.userId,
  memberId: row.memberId,
  playerName: row.playerName,
  position: row.position,
  jerseyNumber: row.jerseyNumber,
  dateJoined: row.dateJoined,
  dateOfBirth: row.dateOfBirth,
  bio: row.bio,
  contactPhone: row.contactPhone,
  emergencyContact: row.emergencyContact,
  isActive: row.isActive,
  profileImageUrl: row.profileImageUrl,
});

export const presentPublicPlayer = (row: typeof teamPlayers.$inferSelect): PublicPlayer => ({
  id: row.id,
  playerName: row.playerName,
  position: row.position,
  jerseyNumber: row.jerseyNumber,
  bio: row.bio,
  profileImageUrl: row.profileImageUrl,
});
