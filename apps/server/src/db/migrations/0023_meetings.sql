CREATE TABLE "meeting_minute_attendees" (
	"minutes_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "meeting_minute_attendees_minutes_id_user_id_pk" PRIMARY KEY("minutes_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_minutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"meeting_request_id" uuid,
	"title" text NOT NULL,
	"minutes" text DEFAULT '' NOT NULL,
	"meeting_date" timestamp with time zone NOT NULL,
	"meeting_location" text NOT NULL,
	"meeting_type" text NOT NULL,
	"in_charge" text,
	"meeting_number" text,
	"reasons" text[],
	"meeting_end_datetime" timestamp with time zone,
	"prepared_by" text,
	"prepared_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"requested_by" text,
	"created_by" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_minutes_one_per_request" UNIQUE("meeting_request_id"),
	CONSTRAINT "meeting_minutes_type_check" CHECK ("meeting_minutes"."meeting_type" in ('Common', 'Annual Common', 'ExCom', 'Secret')),
	CONSTRAINT "meeting_minutes_status_check" CHECK ("meeting_minutes"."status" in ('draft', 'submitted', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "meeting_request_attendees" (
	"request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "meeting_request_attendees_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"requested_by" text,
	"meeting_type" text NOT NULL,
	"meeting_location" text NOT NULL,
	"requested_date" timestamp with time zone NOT NULL,
	"in_charge" text,
	"meeting_number" text,
	"reasons" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_requests_type_check" CHECK ("meeting_requests"."meeting_type" in ('Common', 'Annual Common', 'ExCom', 'Secret')),
	CONSTRAINT "meeting_requests_status_check" CHECK ("meeting_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "meeting_requests_reasons_check" CHECK (cardinality("meeting_requests"."reasons") > 0)
);
--> statement-breakpoint
ALTER TABLE "meeting_minute_attendees" ADD CONSTRAINT "meeting_minute_attendees_minutes_id_meeting_minutes_id_fk" FOREIGN KEY ("minutes_id") REFERENCES "public"."meeting_minutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minute_attendees" ADD CONSTRAINT "meeting_minute_attendees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_meeting_request_id_meeting_requests_id_fk" FOREIGN KEY ("meeting_request_id") REFERENCES "public"."meeting_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_in_charge_user_id_fk" FOREIGN KEY ("in_charge") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_prepared_by_user_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_minutes" ADD CONSTRAINT "meeting_minutes_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_request_attendees" ADD CONSTRAINT "meeting_request_attendees_request_id_meeting_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."meeting_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_request_attendees" ADD CONSTRAINT "meeting_request_attendees_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_in_charge_user_id_fk" FOREIGN KEY ("in_charge") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_minute_attendees_user_idx" ON "meeting_minute_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_minutes_date_idx" ON "meeting_minutes" USING btree ("meeting_date","id");--> statement-breakpoint
CREATE INDEX "meeting_minutes_number_idx" ON "meeting_minutes" USING btree ("meeting_number");--> statement-breakpoint
CREATE INDEX "meeting_minutes_in_charge_idx" ON "meeting_minutes" USING btree ("in_charge");--> statement-breakpoint
CREATE INDEX "meeting_minutes_prepared_by_idx" ON "meeting_minutes" USING btree ("prepared_by");--> statement-breakpoint
CREATE INDEX "meeting_minutes_requested_by_idx" ON "meeting_minutes" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "meeting_minutes_created_by_idx" ON "meeting_minutes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "meeting_minutes_approved_by_idx" ON "meeting_minutes" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "meeting_minutes_updated_by_idx" ON "meeting_minutes" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "meeting_request_attendees_user_idx" ON "meeting_request_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_requests_created_idx" ON "meeting_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meeting_requests_requested_by_idx" ON "meeting_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "meeting_requests_in_charge_idx" ON "meeting_requests" USING btree ("in_charge");--> statement-breakpoint
CREATE INDEX "meeting_requests_approved_by_idx" ON "meeting_requests" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "meeting_requests_updated_by_idx" ON "meeting_requests" USING btree ("updated_by");--> statement-breakpoint
-- Admins approve meetings by default (decision 011); the matrix screen can change it like any right.
INSERT INTO role_permissions (role_id, module, action)
SELECT id, 'meetings', 'approve' FROM user_roles WHERE name = 'admin' AND is_system_role
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DO $$
DECLARE
  audited text[] := ARRAY['meeting_requests', 'meeting_minutes'];
  t text;
BEGIN
  FOREACH t IN ARRAY audited LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by()',
      t || '_stamp_updated_by', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION club_audit_change()',
      t || '_audit_change', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      t || '_notify_change', t);
  END LOOP;
END $$;
