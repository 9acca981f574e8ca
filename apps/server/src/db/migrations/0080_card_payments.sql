CREATE TABLE "card_gateway" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"api_key_sealed" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_gateway_mode_check" CHECK ("card_gateway"."mode" in ('test', 'live')),
	CONSTRAINT "card_gateway_one_row" CHECK ("card_gateway"."id" = 'bml')
);
--> statement-breakpoint
CREATE TABLE "card_gateway_notices" (
	"nonce" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payment_reference" text NOT NULL,
	"intent" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'MVR' NOT NULL,
	"payer_id" text,
	"transaction_id" text,
	"state" text DEFAULT 'started' NOT NULL,
	"item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"settlement_match_id" uuid,
	CONSTRAINT "card_payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "card_payments_kind_check" CHECK ("card_payments"."kind" in ('renewal', 'event', 'donation')),
	CONSTRAINT "card_payments_state_check" CHECK ("card_payments"."state" in ('started', 'confirmed', 'failed', 'cancelled', 'unapplied'))
);
--> statement-breakpoint
ALTER TABLE "contributions" DROP CONSTRAINT "contributions_method_check";--> statement-breakpoint
ALTER TABLE "contributions" DROP CONSTRAINT "contributions_slip_check";--> statement-breakpoint
ALTER TABLE "posting_roles" DROP CONSTRAINT "posting_roles_role_check";--> statement-breakpoint
ALTER TABLE "card_gateway" ADD CONSTRAINT "card_gateway_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_payment_reference_payment_references_reference_fk" FOREIGN KEY ("payment_reference") REFERENCES "public"."payment_references"("reference") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_payer_id_user_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_gateway_updated_by_idx" ON "card_gateway" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "card_payments_settlement_idx" ON "card_payments" USING btree ("settlement_match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_confirmed_once" ON "card_payments" USING btree ("payment_reference") WHERE "card_payments"."state" = 'confirmed';--> statement-breakpoint
CREATE INDEX "card_payments_payer_idx" ON "card_payments" USING btree ("payer_id");--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_method_check" CHECK ("contributions"."payment_method" in ('bank_transfer', 'cash', 'card'));--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_slip_check" CHECK ("contributions"."payment_method" in ('cash', 'card') or "contributions"."slip_name" is not null);--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_role_check" CHECK ("posting_roles"."role" in ('cash', 'bank', 'membership_fees', 'academy_fees', 'shop_sales', 'shipping_income', 'tax_payable', 'donations', 'event_fees', 'opening_balances', 'payer_funds', 'card_clearing', 'card_fees'));
--> statement-breakpoint
-- Card money waits here until the gateway pays the club (less its fee) in a settlement the statement shows.
INSERT INTO chart_of_accounts (account_code, account_name, account_type, account_subtype)
SELECT '1020', 'Card Payments Clearing', 'Asset', 'Current Asset'
WHERE NOT EXISTS (SELECT 1 FROM chart_of_accounts WHERE account_code = '1020');
--> statement-breakpoint
INSERT INTO posting_roles (role, account_id)
SELECT 'card_clearing', id FROM chart_of_accounts WHERE account_code = '1020' AND account_type = 'Asset'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The gateway's commission, kept back from a settlement, is a bank charge unless the club posts it elsewhere.
INSERT INTO posting_roles (role, account_id)
SELECT 'card_fees', id FROM chart_of_accounts WHERE account_code = '5500' AND account_type = 'Expense'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The account a confirmation by the bank's gateway is made in the name of (decision 048): it has no password,
-- no profile and no role, so nobody signs in as it; the receipts and the audit log name it.
INSERT INTO "user" (id, name, email, email_verified) VALUES ('card-payments', 'Card payment (bank gateway)', 'card-payments@system.invalid', true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER card_gateway_stamp_updated_by BEFORE INSERT OR UPDATE ON card_gateway
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER card_payments_audit_change AFTER INSERT OR UPDATE OR DELETE ON card_payments
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER card_payments_notify_change AFTER INSERT OR UPDATE OR DELETE ON card_payments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
