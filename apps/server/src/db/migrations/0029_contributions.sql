CREATE TABLE "contribution_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"name" text NOT NULL,
	"description" text,
	"suggested_amount" numeric(14, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_types_suggested_check" CHECK ("contribution_types"."suggested_amount" is null or "contribution_types"."suggested_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"type_id" uuid,
	"type_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"contributor_name" text NOT NULL,
	"contributor_email" text NOT NULL,
	"message" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text NOT NULL,
	"slip_name" text,
	"user_id" text,
	"recorded_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"receipt_number" text,
	"reversed_by" text,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "contributions_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "contributions_status_check" CHECK ("contributions"."status" in ('pending', 'completed', 'failed', 'reversed')),
	CONSTRAINT "contributions_method_check" CHECK ("contributions"."payment_method" in ('bank_transfer', 'cash')),
	CONSTRAINT "contributions_amount_check" CHECK ("contributions"."amount" >= 1),
	CONSTRAINT "contributions_slip_check" CHECK ("contributions"."payment_method" = 'cash' or "contributions"."slip_name" is not null),
	CONSTRAINT "contributions_receipt_check" CHECK ("contributions"."status" not in ('completed', 'reversed') or "contributions"."receipt_number" is not null)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type_check";--> statement-breakpoint
ALTER TABLE "contribution_types" ADD CONSTRAINT "contribution_types_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_type_id_contribution_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."contribution_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_reversed_by_user_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contribution_types_updated_by_idx" ON "contribution_types" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "contributions_status_created_idx" ON "contributions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contributions_created_idx" ON "contributions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contributions_user_idx" ON "contributions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contributions_type_idx" ON "contributions" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "contributions_recorded_by_idx" ON "contributions" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "contributions_decided_by_idx" ON "contributions" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "contributions_reversed_by_idx" ON "contributions" USING btree ("reversed_by");--> statement-breakpoint
CREATE INDEX "contributions_updated_by_idx" ON "contributions" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type_check" CHECK ("journal_entries"."source_type" in ('registration_payment', 'registration_payment_void', 'order_payment', 'order_cancellation', 'contribution', 'contribution_reversal', 'financial_record', 'reversal'));--> statement-breakpoint
CREATE SEQUENCE contribution_receipt_seq;
--> statement-breakpoint
DO $$
DECLARE
  audited text[] := ARRAY['contribution_types', 'contributions'];
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
