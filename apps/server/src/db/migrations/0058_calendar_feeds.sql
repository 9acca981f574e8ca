CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"user_id" text,
	"team_id" uuid,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_one_owner_check" CHECK (("calendar_feeds"."user_id" is null) <> ("calendar_feeds"."team_id" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_live_per_user" ON "calendar_feeds" USING btree ("user_id") WHERE revoked_at is null and user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_live_per_team" ON "calendar_feeds" USING btree ("team_id") WHERE revoked_at is null and team_id is not null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_created_by_idx" ON "calendar_feeds" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "calendar_feeds_updated_by_idx" ON "calendar_feeds" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER calendar_feeds_stamp_updated_by BEFORE INSERT OR UPDATE ON calendar_feeds
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER calendar_feeds_audit_change AFTER INSERT OR UPDATE OR DELETE ON calendar_feeds
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
