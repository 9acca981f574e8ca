CREATE TABLE "meeting_discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"meeting_id" uuid NOT NULL,
	"discussion_type" text DEFAULT 'current' NOT NULL,
	"details" text NOT NULL,
	"person_in_charge" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_discussions_type_check" CHECK ("meeting_discussions"."discussion_type" in ('previous', 'current')),
	CONSTRAINT "meeting_discussions_status_check" CHECK ("meeting_discussions"."status" in ('pending', 'in_progress', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "meeting_discussions" ADD CONSTRAINT "meeting_discussions_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_discussions" ADD CONSTRAINT "meeting_discussions_meeting_id_meeting_minutes_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting_minutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_discussions" ADD CONSTRAINT "meeting_discussions_person_in_charge_user_id_fk" FOREIGN KEY ("person_in_charge") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_discussions_meeting_idx" ON "meeting_discussions" USING btree ("meeting_id","discussion_type");--> statement-breakpoint
CREATE INDEX "meeting_discussions_person_idx" ON "meeting_discussions" USING btree ("person_in_charge");--> statement-breakpoint
CREATE INDEX "meeting_discussions_updated_by_idx" ON "meeting_discussions" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER meeting_discussions_stamp_updated_by BEFORE INSERT OR UPDATE ON meeting_discussions
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER meeting_discussions_audit_change AFTER INSERT OR UPDATE OR DELETE ON meeting_discussions
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER meeting_discussions_notify_change AFTER INSERT OR UPDATE OR DELETE ON meeting_discussions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
