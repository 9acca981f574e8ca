CREATE TABLE "session_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"date" date NOT NULL,
	"player_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reminders_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "team_sessions" ADD COLUMN "locked_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "reminder_hours" integer DEFAULT 48;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "trainings_attending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_team_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."team_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_player_id_team_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."team_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_reminders_once" ON "session_reminders" USING btree ("session_id","date","player_id","user_id");--> statement-breakpoint
CREATE INDEX "session_reminders_player_idx" ON "session_reminders" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "session_reminders_user_idx" ON "session_reminders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_players_member_idx" ON "team_players" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_reminder_hours_check" CHECK ("teams"."reminder_hours" between 1 and 168);