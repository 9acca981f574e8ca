CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"member_number" text NOT NULL,
	"full_name" text NOT NULL,
	"id_card_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"atoll_island" text NOT NULL,
	"mobile_number" text NOT NULL,
	"user_id" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_member_number_unique" UNIQUE("member_number"),
	CONSTRAINT "members_id_card_number_unique" UNIQUE("id_card_number"),
	CONSTRAINT "members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "members_id_card_number_check" CHECK ("members"."id_card_number" = upper(regexp_replace("members"."id_card_number", '\s', '', 'g'))),
	CONSTRAINT "members_language_check" CHECK ("members"."language" in ('en', 'dv'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"member_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"plan" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"registration_id" uuid,
	"payment_id" uuid,
	"paid_amount" numeric(14, 2),
	"renewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_plan_check" CHECK ("memberships"."plan" in ('regular', 'student', 'family', 'corporate')),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('pending_payment', 'active', 'cancelled')),
	CONSTRAINT "memberships_amount_check" CHECK ("memberships"."amount" >= 0),
	CONSTRAINT "memberships_dates_check" CHECK ("memberships"."starts_on" <= "memberships"."ends_on"),
	CONSTRAINT "memberships_active_paid_check" CHECK ("memberships"."status" <> 'active' or "memberships"."payment_id" is not null),
	CONSTRAINT "memberships_paid_amount_check" CHECK (("memberships"."payment_id" is null) = ("memberships"."paid_amount" is null))
);
--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "decision" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_registration_id_membership_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."membership_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payment_id_payment_records_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_updated_by_idx" ON "members" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "members_name_idx" ON "members" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_per_season" ON "memberships" USING btree ("member_id","season") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "memberships_season_plan_idx" ON "memberships" USING btree ("season","plan");--> statement-breakpoint
CREATE INDEX "memberships_member_season_idx" ON "memberships" USING btree ("member_id","season");--> statement-breakpoint
CREATE INDEX "memberships_ends_on_idx" ON "memberships" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "memberships_registration_idx" ON "memberships" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "memberships_payment_idx" ON "memberships" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "memberships_updated_by_idx" ON "memberships" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_registrations_member_idx" ON "membership_registrations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "membership_registrations_decided_by_idx" ON "membership_registrations" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "membership_registrations_submitted_by_idx" ON "membership_registrations" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "membership_registrations_decision_created_idx" ON "membership_registrations" USING btree ("decision","created_at");--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_decision_check" CHECK ("membership_registrations"."decision" in ('pending', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_decided_check" CHECK (("membership_registrations"."decision" = 'accepted') = ("membership_registrations"."member_id" is not null) and ("membership_registrations"."decision" = 'declined') = ("membership_registrations"."decline_reason" is not null));--> statement-breakpoint
CREATE SEQUENCE member_number_seq;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['members', 'memberships'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by()',
      t || '_stamp_updated_by', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION club_audit_change()',
      t || '_audit_change', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      t || '_notify_change', t);
  END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "module", "action")
SELECT r.id, v.module, v.action FROM (VALUES
  ('admin', 'members', 'view'),
  ('admin', 'members', 'create'),
  ('admin', 'members', 'edit'),
  ('admin', 'members', 'delete'),
  ('admin', 'members', 'approve'),
  ('executive', 'members', 'view'),
  ('executive', 'members', 'edit'),
  ('executive', 'members', 'approve')
) AS v(role_name, module, action) JOIN "user_roles" r ON r.name = v.role_name
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A membership is renewed while its member holds a later season that is not cancelled: kept here for every
-- membership of the member whose seasons change, so the lists read "lapsed" from a column.
CREATE FUNCTION club_memberships_renewed() RETURNS trigger AS $$
BEGIN
  UPDATE memberships m SET renewed = NOT m.renewed
  WHERE m.member_id IN (NEW.member_id, CASE WHEN TG_OP = 'UPDATE' THEN OLD.member_id END)
    AND m.renewed <> EXISTS (
      SELECT 1 FROM memberships later
      WHERE later.member_id = m.member_id AND later.season > m.season AND later.status <> 'cancelled'
    );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER memberships_renewed AFTER INSERT OR UPDATE OF member_id, season, status ON memberships
  FOR EACH ROW EXECUTE FUNCTION club_memberships_renewed();
