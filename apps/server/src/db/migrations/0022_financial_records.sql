CREATE TABLE "financial_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"amount" numeric(14, 2) NOT NULL,
	"transaction_type" text NOT NULL,
	"category" text,
	"description" text NOT NULL,
	"transaction_date" date NOT NULL,
	"reference_number" text,
	"notes" text,
	"account_id" uuid NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_records_type_check" CHECK ("financial_records"."transaction_type" in ('income', 'expense')),
	CONSTRAINT "financial_records_amount_check" CHECK ("financial_records"."amount" > 0),
	CONSTRAINT "financial_records_four_eyes" CHECK (not "financial_records"."is_approved" or "financial_records"."approved_by" is null or "financial_records"."created_by" is null or "financial_records"."approved_by" <> "financial_records"."created_by")
);
--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_records_date_idx" ON "financial_records" USING btree ("transaction_date","id");--> statement-breakpoint
CREATE INDEX "financial_records_account_idx" ON "financial_records" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "financial_records_approved_by_idx" ON "financial_records" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "financial_records_created_by_idx" ON "financial_records" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "financial_records_updated_by_idx" ON "financial_records" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER financial_records_stamp_updated_by BEFORE INSERT OR UPDATE ON financial_records
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER financial_records_audit_change AFTER INSERT OR UPDATE OR DELETE ON financial_records
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER financial_records_notify_change AFTER INSERT OR UPDATE OR DELETE ON financial_records
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
