CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"queue_number" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" in ('registered', 'waiting', 'cancelled')),
	CONSTRAINT "event_registrations_cancelled_check" CHECK (("event_registrations"."status" = 'cancelled') = ("event_registrations"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_standing" ON "event_registrations" USING btree ("event_id","user_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_registrations_queue_idx" ON "event_registrations" USING btree ("event_id","status","queue_number");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_updated_by_idx" ON "event_registrations" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER event_registrations_stamp_updated_by BEFORE INSERT OR UPDATE ON event_registrations
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER event_registrations_audit_change AFTER INSERT OR UPDATE OR DELETE ON event_registrations
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER event_registrations_notify_change AFTER INSERT OR UPDATE OR DELETE ON event_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
