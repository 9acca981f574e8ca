CREATE TABLE "team_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text,
	"player_name" text NOT NULL,
	"position" text,
	"jersey_number" integer,
	"date_joined" date,
	"date_of_birth" date,
	"bio" text,
	"contact_phone" text,
	"emergency_contact" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"profile_image_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	"category" text DEFAULT 'senior' NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"established_year" integer,
	"coach_name" text,
	"team_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_players_team_jersey_idx" ON "team_players" USING btree ("team_id","jersey_number");--> statement-breakpoint
CREATE INDEX "teams_active_sport_idx" ON "teams" USING btree ("is_active","sport","name");
--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_jersey_range" CHECK ("jersey_number" IS NULL OR "jersey_number" BETWEEN 1 AND 99);
--> statement-breakpoint
CREATE TRIGGER teams_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER team_players_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON team_players
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
