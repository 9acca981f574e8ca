CREATE TABLE "team_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meet_at" timestamp with time zone,
	"place" text,
	"opponent" text,
	"weekly_until" date,
	"cancelled_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_sessions_kind_check" CHECK ("team_sessions"."kind" in ('training', 'match', 'other')),
	CONSTRAINT "team_sessions_times_check" CHECK ("team_sessions"."starts_at" < "team_sessions"."ends_at" and ("team_sessions"."meet_at" is null or "team_sessions"."meet_at" <= "team_sessions"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "team_sessions" ADD CONSTRAINT "team_sessions_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sessions" ADD CONSTRAINT "team_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sessions" ADD CONSTRAINT "team_sessions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_sessions_team_idx" ON "team_sessions" USING btree ("team_id","starts_at");--> statement-breakpoint
CREATE INDEX "team_sessions_created_by_idx" ON "team_sessions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "team_sessions_updated_by_idx" ON "team_sessions" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER team_sessions_stamp_updated_by BEFORE INSERT OR UPDATE ON team_sessions
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER team_sessions_audit_change AFTER INSERT OR UPDATE OR DELETE ON team_sessions
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER team_sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON team_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
