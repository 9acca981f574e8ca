CREATE TABLE "academy_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_number" text NOT NULL,
	"full_name" text NOT NULL,
	"permanent_address" text NOT NULL,
	"present_address" text,
	"id_card_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"atoll_island" text NOT NULL,
	"mobile_number" text NOT NULL,
	"id_card_file" text NOT NULL,
	"academy_sport" text NOT NULL,
	"comments" text,
	"parent_name" text NOT NULL,
	"parent_id_card" text NOT NULL,
	"viber_whatsapp_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_registrations_form_number_unique" UNIQUE("form_number")
);
--> statement-breakpoint
CREATE TABLE "membership_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_number" text NOT NULL,
	"full_name" text NOT NULL,
	"permanent_address" text NOT NULL,
	"present_address" text,
	"id_card_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"atoll_island" text NOT NULL,
	"mobile_number" text NOT NULL,
	"id_card_file" text NOT NULL,
	"job_category" text,
	"job_designation" text,
	"other_club_member" boolean DEFAULT false NOT NULL,
	"other_club_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_registrations_form_number_unique" UNIQUE("form_number")
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_type" text NOT NULL,
	"registration_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_status" text DEFAULT 'completed' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_number" text NOT NULL,
	"notes" text,
	"collected_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_records_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payment_records_one_per_registration" UNIQUE("registration_type","registration_id")
);
--> statement-breakpoint
CREATE TABLE "registration_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_type" text NOT NULL,
	"category" text,
	"fee_amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'MVR' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_collected_by_user_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academy_registrations_created_idx" ON "academy_registrations" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "membership_registrations_created_idx" ON "membership_registrations" USING btree ("created_at" DESC NULLS LAST,"id");
--> statement-breakpoint
CREATE SEQUENCE membership_form_seq;
--> statement-breakpoint
CREATE SEQUENCE academy_form_seq;
--> statement-breakpoint
CREATE SEQUENCE receipt_seq;
--> statement-breakpoint
CREATE TRIGGER membership_registrations_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON membership_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER academy_registrations_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON academy_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER registration_fees_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON registration_fees
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER payment_records_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON payment_records
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- Registration rights (decision 005): view, create = manage fees, edit, delete, approve = collect.
INSERT INTO "role_permissions" ("role_id", "module", "action")
SELECT r.id, v.module, v.action FROM (VALUES
  ('admin', 'membership-registrations', 'create'),
  ('admin', 'membership-registrations', 'edit'),
  ('admin', 'membership-registrations', 'approve'),
  ('admin', 'academy-registrations', 'create'),
  ('admin', 'academy-registrations', 'edit'),
  ('admin', 'academy-registrations', 'approve'),
  ('executive', 'membership-registrations', 'create'),
  ('executive', 'membership-registrations', 'approve'),
  ('executive', 'academy-registrations', 'create'),
  ('executive', 'academy-registrations', 'approve')
) AS v(role_name, module, action) JOIN "user_roles" r ON r.name = v.role_name
ON CONFLICT DO NOTHING;
