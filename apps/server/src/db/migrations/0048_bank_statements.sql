CREATE TABLE "bank_statement_formats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"layout" jsonb,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_formats_name_unique" UNIQUE("name"),
	CONSTRAINT "bank_statement_formats_kind_check" CHECK ("bank_statement_formats"."kind" in ('csv', 'camt053', 'ofx')),
	CONSTRAINT "bank_statement_formats_layout_check" CHECK (("bank_statement_formats"."kind" = 'csv') = ("bank_statement_formats"."layout" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"format_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"lines_added" integer NOT NULL,
	"lines_known" integer NOT NULL,
	"opening_balance" numeric(14, 2),
	"closing_balance" numeric(14, 2),
	"imported_by" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"posted_on" date NOT NULL,
	"value_on" date,
	"type" text,
	"bank_reference" text,
	"description" text NOT NULL,
	"counterparty" text,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2),
	"payment_reference" text,
	CONSTRAINT "bank_statement_lines_fingerprint_key" UNIQUE("account_id","fingerprint"),
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "bank_statement_formats" ADD CONSTRAINT "bank_statement_formats_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_format_id_bank_statement_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."bank_statement_formats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payment_reference_payment_references_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."payment_references"("reference") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_formats_updated_by_idx" ON "bank_statement_formats" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "bank_statement_imports_format_idx" ON "bank_statement_imports" USING btree ("format_id");--> statement-breakpoint
CREATE INDEX "bank_statement_imports_account_idx" ON "bank_statement_imports" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bank_statement_imports_imported_by_idx" ON "bank_statement_imports" USING btree ("imported_by");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_order_idx" ON "bank_statement_lines" USING btree ("account_id","posted_on","import_id","position");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_import_idx" ON "bank_statement_lines" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_reference_idx" ON "bank_statement_lines" USING btree ("payment_reference");--> statement-breakpoint
-- The formats the portal reads from the start (statement-layouts.ts holds the same CSV layouts).
INSERT INTO bank_statement_formats (name, kind, layout, built_in) VALUES
  ('Bank of Maldives (CSV)', 'csv', '{"dateFormat": "yyyy/mm/dd", "columns": {"postedOn": "Posting Date", "valueOn": "Value Date", "type": "Type", "reference": ["Reference", "FT Reference"], "counterparty": "Counterparty", "debit": "Debit", "credit": "Credit", "balance": "Balance"}}'::jsonb, true),
  ('Maldives Islamic Bank (CSV)', 'csv', '{"dateFormat": "dd/mm/yyyy", "columns": {"postedOn": "Posted Date", "valueOn": "Value Date", "type": "Transaction Type", "reference": ["Reference"], "description": ["Description"], "amount": "Amount", "balance": "Running Balance"}}'::jsonb, true),
  ('ISO 20022 CAMT.053 (XML)', 'camt053', null, true),
  ('OFX', 'ofx', null, true);
--> statement-breakpoint
CREATE TRIGGER bank_statement_formats_stamp_updated_by BEFORE INSERT OR UPDATE ON bank_statement_formats
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER bank_statement_formats_audit_change AFTER INSERT OR UPDATE OR DELETE ON bank_statement_formats
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER bank_statement_formats_notify_change AFTER INSERT OR UPDATE OR DELETE ON bank_statement_formats
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER bank_statement_imports_notify_change AFTER INSERT OR UPDATE OR DELETE ON bank_statement_imports
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
