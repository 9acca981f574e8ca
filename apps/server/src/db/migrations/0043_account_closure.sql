CREATE TABLE "account_closure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"user_id" text,
	"full_name" text,
	"email" text,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "account_closure_requests_status_check" CHECK ("account_closure_requests"."status" in ('pending', 'closed', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "id_card_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_registrations" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_registrations" ALTER COLUMN "id_card_file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_registrations" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_registrations" ALTER COLUMN "id_card_file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_closure_requests" ADD CONSTRAINT "account_closure_requests_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_closure_requests" ADD CONSTRAINT "account_closure_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_closure_requests" ADD CONSTRAINT "account_closure_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_closure_requests_one_pending" ON "account_closure_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "account_closure_requests_status_idx" ON "account_closure_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "account_closure_requests_decided_by_idx" ON "account_closure_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "account_closure_requests_updated_by_idx" ON "account_closure_requests" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER account_closure_requests_stamp_updated_by BEFORE INSERT OR UPDATE ON account_closure_requests
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER account_closure_requests_audit_change AFTER INSERT OR UPDATE OR DELETE ON account_closure_requests
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER account_closure_requests_notify_change AFTER INSERT OR UPDATE OR DELETE ON account_closure_requests
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
