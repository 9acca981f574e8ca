-- Numbers already given twice in a team: the player who got it first keeps it, the others' is cleared for staff to set again.
UPDATE "team_players" SET "jersey_number" = NULL
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "team_id", "jersey_number" ORDER BY "created_at", "id") AS n
    FROM "team_players" WHERE "is_active" AND "jersey_number" IS NOT NULL
  ) numbered WHERE n > 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_active_jersey_unique" ON "team_players" USING btree ("team_id","jersey_number") WHERE "team_players"."is_active";