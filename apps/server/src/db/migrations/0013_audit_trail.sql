ALTER TABLE "executive_committee" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "gallery" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "registration_fees" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "executive_committee" ADD CONSTRAINT "executive_committee_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery" ADD CONSTRAINT "gallery_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity_type","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit trail of staff changes. `asActor` (platform/audit.ts) names the acting user for the
-- transaction with set_config('club.actor_id' / 'club.actor_email', ..., true); these triggers then
-- stamp updated_by and write an audit row with the record before and after, in the same transaction.
-- Inserts without an actor (public submissions, the demo seed) are not staff changes and are not logged.
CREATE OR REPLACE FUNCTION club_stamp_updated_by() RETURNS trigger AS $$
DECLARE
  actor text := nullif(current_setting('club.actor_id', true), '');
BEGIN
  IF actor IS NOT NULL THEN
    NEW.updated_by := actor;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION club_audit_change() RETURNS trigger AS $$
DECLARE
  actor text := nullif(current_setting('club.actor_id', true), '');
  row_id text;
BEGIN
  IF TG_OP = 'INSERT' AND actor IS NULL THEN
    RETURN NULL;
  END IF;
  row_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.id::text ELSE NEW.id::text END;
  INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
  VALUES (
    actor,
    nullif(current_setting('club.actor_email', true), ''),
    TG_TABLE_NAME || '.' || CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_TABLE_NAME,
    row_id,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  audited text[] := ARRAY['news', 'events', 'teams', 'team_players', 'sponsors', 'executive_committee', 'albums',
    'gallery', 'membership_registrations', 'academy_registrations', 'registration_fees', 'payment_records',
    'contact_messages'];
  t text;
BEGIN
  FOREACH t IN ARRAY audited LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by()',
      t || '_stamp_updated_by', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION club_audit_change()',
      t || '_audit_change', t);
  END LOOP;
END $$;
