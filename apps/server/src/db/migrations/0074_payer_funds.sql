ALTER TABLE "posting_roles" DROP CONSTRAINT "posting_roles_role_check";--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD COLUMN "held" text;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_held_check" CHECK ("bank_statement_matches"."held" in ('part', 'credit'));--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_held_kind_check" CHECK ("bank_statement_matches"."held" is null or ("bank_statement_matches"."held" = 'credit') = ("bank_statement_matches"."kind" = 'journal'));--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_role_check" CHECK ("posting_roles"."role" in ('cash', 'bank', 'membership_fees', 'academy_fees', 'shop_sales', 'shipping_income', 'tax_payable', 'donations', 'event_fees', 'opening_balances', 'payer_funds'));--> statement-breakpoint
-- Money the club holds for payers (a part payment until the rest comes, an overpayment's credit) is a liability
-- of its own, made for it unless the club's chart has its code already.
INSERT INTO chart_of_accounts (account_code, account_name, account_type, account_subtype)
SELECT '2200', 'Payments Held for Payers', 'Liability', 'Current Liability'
WHERE NOT EXISTS (SELECT 1 FROM chart_of_accounts WHERE account_code = '2200');
--> statement-breakpoint
INSERT INTO posting_roles (role, account_id)
SELECT 'payer_funds', id FROM chart_of_accounts WHERE account_code = '2200' AND account_type = 'Liability'
ON CONFLICT DO NOTHING;
