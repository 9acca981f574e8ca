ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type_check";--> statement-breakpoint
ALTER TABLE "posting_roles" DROP CONSTRAINT "posting_roles_role_check";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type_check" CHECK ("journal_entries"."source_type" in ('registration_payment', 'registration_payment_void', 'order_payment', 'order_cancellation', 'contribution', 'contribution_reversal', 'financial_record', 'reversal', 'statement_line', 'statement_line_reversal', 'event_payment', 'event_payment_reversal', 'opening_balance'));--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_role_check" CHECK ("posting_roles"."role" in ('cash', 'bank', 'membership_fees', 'academy_fees', 'shop_sales', 'shipping_income', 'tax_payable', 'donations', 'event_fees', 'opening_balances'));--> statement-breakpoint
-- Bank accounts' opening balances are posted against the chart's accumulated funds (3000), or against an
-- equity account made for them if the club has none.
INSERT INTO chart_of_accounts (account_code, account_name, account_type, account_subtype)
SELECT '3900', 'Opening Balances', 'Equity', NULL
WHERE NOT EXISTS (SELECT 1 FROM chart_of_accounts WHERE account_code = '3000' AND account_type = 'Equity')
  AND NOT EXISTS (SELECT 1 FROM chart_of_accounts WHERE account_code = '3900');
--> statement-breakpoint
INSERT INTO posting_roles (role, account_id)
SELECT 'opening_balances', coalesce(
  (SELECT id FROM chart_of_accounts WHERE account_code = '3000' AND account_type = 'Equity'),
  (SELECT id FROM chart_of_accounts WHERE account_code = '3900'))
ON CONFLICT DO NOTHING;
