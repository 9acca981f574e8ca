ALTER TABLE "payment_references" DROP CONSTRAINT "payment_references_kind_check";--> statement-breakpoint
ALTER TABLE "bank_statement_matches" DROP CONSTRAINT "bank_statement_matches_kind_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type_check";--> statement-breakpoint
ALTER TABLE "posting_roles" DROP CONSTRAINT "posting_roles_role_check";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "fee_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "fee_status" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "slip_name" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "slip_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_fee_due_idx" ON "event_registrations" USING btree ("pay_by") WHERE fee_status = 'due';--> statement-breakpoint
CREATE INDEX "event_registrations_fee_sent_idx" ON "event_registrations" USING btree ("slip_sent_at") WHERE fee_status = 'sent';--> statement-breakpoint
CREATE INDEX "event_registrations_decided_by_idx" ON "event_registrations" USING btree ("decided_by");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_payment_reference_unique" UNIQUE("payment_reference");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_kind_check" CHECK ("payment_references"."kind" in ('order', 'contribution', 'renewal', 'registration', 'event'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_fee_status_check" CHECK ("event_registrations"."fee_status" in ('due', 'sent', 'confirmed', 'rejected', 'reversed', 'released'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_fee_amount_check" CHECK ("event_registrations"."fee_amount" >= 0);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_fee_check" CHECK (("event_registrations"."fee_status" is null) = ("event_registrations"."fee_amount" is null) and ("event_registrations"."fee_status" is null) = ("event_registrations"."payment_reference" is null));--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_kind_check" CHECK ("bank_statement_matches"."kind" in ('order', 'contribution', 'renewal', 'registration', 'event', 'journal'));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type_check" CHECK ("journal_entries"."source_type" in ('registration_payment', 'registration_payment_void', 'order_payment', 'order_cancellation', 'contribution', 'contribution_reversal', 'financial_record', 'reversal', 'statement_line', 'statement_line_reversal', 'event_payment', 'event_payment_reversal'));--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_role_check" CHECK ("posting_roles"."role" in ('cash', 'bank', 'membership_fees', 'academy_fees', 'shop_sales', 'shipping_income', 'tax_payable', 'donations', 'event_fees'));--> statement-breakpoint
CREATE SEQUENCE event_receipt_seq;
--> statement-breakpoint
-- Event fees post to the chart's event income (4400), or to an account made for them if the club has none.
INSERT INTO chart_of_accounts (account_code, account_name, account_type, account_subtype)
SELECT '4410', 'Event Registration Fees', 'Revenue', 'Operating Revenue'
WHERE NOT EXISTS (SELECT 1 FROM chart_of_accounts WHERE account_code = '4400' AND account_type = 'Revenue')
  AND NOT EXISTS (SELECT 1 FROM chart_of_accounts WHERE account_code = '4410');
--> statement-breakpoint
INSERT INTO posting_roles (role, account_id)
SELECT 'event_fees', coalesce(
  (SELECT id FROM chart_of_accounts WHERE account_code = '4400' AND account_type = 'Revenue'),
  (SELECT id FROM chart_of_accounts WHERE account_code = '4410'))
ON CONFLICT DO NOTHING;
