CREATE TABLE "member_guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"member_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_plan_check";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "sport" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "academy_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "decision" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "member_guardians" ADD CONSTRAINT "member_guardians_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_guardians" ADD CONSTRAINT "member_guardians_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_guardians" ADD CONSTRAINT "member_guardians_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_guardians" ADD CONSTRAINT "member_guardians_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_guardians_member_user_idx" ON "member_guardians" USING btree ("member_id","user_id");--> statement-breakpoint
CREATE INDEX "member_guardians_updated_by_idx" ON "member_guardians" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "member_guardians_user_idx" ON "member_guardians" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_guardians_added_by_idx" ON "member_guardians" USING btree ("added_by");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_academy_registration_id_academy_registrations_id_fk" FOREIGN KEY ("academy_registration_id") REFERENCES "public"."academy_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_academy_registration_idx" ON "memberships" USING btree ("academy_registration_id");--> statement-breakpoint
CREATE INDEX "memberships_season_sport_idx" ON "memberships" USING btree ("season","sport") WHERE sport is not null;--> statement-breakpoint
CREATE INDEX "academy_registrations_member_idx" ON "academy_registrations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "academy_registrations_decided_by_idx" ON "academy_registrations" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "academy_registrations_submitted_by_idx" ON "academy_registrations" USING btree ("submitted_by");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_sport_check" CHECK ("memberships"."sport" in ('Football', 'Basketball', 'Volleyball', 'Badminton', 'Table Tennis', 'Swimming', 'Athletics', 'Cricket', 'Handball', 'Tennis'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_academy_sport_check" CHECK (("memberships"."plan" = 'academy') = ("memberships"."sport" is not null));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_one_application_check" CHECK ("memberships"."registration_id" is null or "memberships"."academy_registration_id" is null);--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_check" CHECK ("memberships"."plan" in ('regular', 'student', 'family', 'corporate', 'academy'));--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_decision_check" CHECK ("academy_registrations"."decision" in ('pending', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_decided_check" CHECK (("academy_registrations"."decision" = 'accepted') = ("academy_registrations"."member_id" is not null) and ("academy_registrations"."decision" = 'declined') = ("academy_registrations"."decline_reason" is not null));--> statement-breakpoint
CREATE TRIGGER member_guardians_stamp_updated_by BEFORE INSERT OR UPDATE ON member_guardians
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER member_guardians_audit_change AFTER INSERT OR UPDATE OR DELETE ON member_guardians
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER member_guardians_notify_change AFTER INSERT OR UPDATE OR DELETE ON member_guardians
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
