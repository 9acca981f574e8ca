CREATE TABLE "team_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"team_id" uuid NOT NULL,
	"body" text NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "coach_phone" text;--> statement-breakpoint
ALTER TABLE "team_notices" ADD CONSTRAINT "team_notices_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_notices" ADD CONSTRAINT "team_notices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_notices" ADD CONSTRAINT "team_notices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_notices_team_idx" ON "team_notices" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "team_notices_created_by_idx" ON "team_notices" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "team_notices_updated_by_idx" ON "team_notices" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER team_notices_stamp_updated_by BEFORE INSERT OR UPDATE ON team_notices
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER team_notices_audit_change AFTER INSERT OR UPDATE OR DELETE ON team_notices
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER team_notices_notify_change AFTER INSERT OR UPDATE OR DELETE ON team_notices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
