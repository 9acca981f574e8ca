import { sql } from 'drizzle-orm';

/**
 * The accounts that read for a player `p` (after `team_players p left join members m on m.id = p.member_id`),
 * as `reader.user_id`: theirs, the member record's that is theirs, and their guardians'.
 */
export const playerReaders = sql`
  cross join lateral (select p.user_id where p.user_id is not null
    union select m.user_id where m.user_id is not null
    union select g.user_id from member_guardians g where g.member_id = p.member_id) reader(user_id)`;

/**
 * Who reads what a team is told (its notices, its sessions changed or called off): the account of each active
 * player (theirs, or of the member record that is theirs) and each player's guardians, once each, with the name
 * and language they go by.
 */
export const teamReaders = (teamId: string) => sql`
  select distinct u.id, u.email, coalesce(nullif(pr.full_name, ''), u.name) as name, pr.language from team_players p
  left join members m on m.id = p.member_id
  ${playerReaders}
  join "user" u on u.id = reader.user_id left join profiles pr on pr.user_id = u.id
  where p.team_id = ${teamId} and p.is_active`;
