CREATE SEQUENCE "public"."journal_entry_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chart_of_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"account_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_subtype" text,
	"parent_account_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chart_of_accounts_account_code_unique" UNIQUE("account_code"),
	CONSTRAINT "chart_of_accounts_type_check" CHECK ("chart_of_accounts"."account_type" in ('Asset', 'Liability', 'Equity', 'Revenue', 'Expense'))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"entry_number" text DEFAULT 'JE-' || lpad(nextval('journal_entry_seq')::text, 6, '0') NOT NULL,
	"transaction_date" date NOT NULL,
	"description" text NOT NULL,
	"reference_number" text,
	"source_type" text,
	"source_id" uuid,
	"reverses_entry_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_entry_number_unique" UNIQUE("entry_number"),
	CONSTRAINT "journal_entries_one_per_source" UNIQUE("source_type","source_id"),
	CONSTRAINT "journal_entries_one_reversal" UNIQUE("reverses_entry_id"),
	CONSTRAINT "journal_entries_source_type_check" CHECK ("journal_entries"."source_type" in ('registration_payment', 'registration_payment_void', 'order_payment', 'order_cancellation', 'contribution', 'financial_record', 'reversal')),
	CONSTRAINT "journal_entries_source_check" CHECK (("journal_entries"."source_type" is null) = ("journal_entries"."source_id" is null))
);
--> statement-breakpoint
CREATE TABLE "journal_entry_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"journal_entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"debit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"description" text,
	CONSTRAINT "journal_entry_lines_number" UNIQUE("journal_entry_id","line_number"),
	CONSTRAINT "journal_entry_lines_one_side_check" CHECK ("journal_entry_lines"."debit_amount" >= 0 and "journal_entry_lines"."credit_amount" >= 0 and ("journal_entry_lines"."debit_amount" > 0) <> ("journal_entry_lines"."credit_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_lock" (
	"id" text PRIMARY KEY NOT NULL,
	"locked_through" date,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lock_one_row" CHECK ("ledger_lock"."id" = 'ledger')
);
--> statement-breakpoint
CREATE TABLE "posting_roles" (
	"role" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"updated_by" text,
	CONSTRAINT "posting_roles_role_check" CHECK ("posting_roles"."role" in ('cash', 'bank', 'membership_fees', 'academy_fees', 'shop_sales', 'shipping_income', 'tax_payable', 'donations'))
);
--> statement-breakpoint
ALTER TABLE "payment_records" DROP CONSTRAINT "payment_records_one_per_registration";--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "chart_of_accounts" ADD CONSTRAINT "chart_of_accounts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_of_accounts" ADD CONSTRAINT "chart_of_accounts_parent_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD CONSTRAINT "journal_entry_lines_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD CONSTRAINT "journal_entry_lines_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_lines" ADD CONSTRAINT "journal_entry_lines_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lock" ADD CONSTRAINT "ledger_lock_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_roles" ADD CONSTRAINT "posting_roles_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_of_accounts_parent_idx" ON "chart_of_accounts" USING btree ("parent_account_id");--> statement-breakpoint
CREATE INDEX "chart_of_accounts_updated_by_idx" ON "chart_of_accounts" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("transaction_date","id");--> statement-breakpoint
CREATE INDEX "journal_entries_created_by_idx" ON "journal_entries" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "journal_entries_updated_by_idx" ON "journal_entries" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "journal_entry_lines_account_idx" ON "journal_entry_lines" USING btree ("account_id","journal_entry_id");--> statement-breakpoint
CREATE INDEX "journal_entry_lines_updated_by_idx" ON "journal_entry_lines" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "ledger_lock_updated_by_idx" ON "ledger_lock" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "posting_roles_account_idx" ON "posting_roles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "posting_roles_updated_by_idx" ON "posting_roles" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_voided_by_user_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_one_per_registration" ON "payment_records" USING btree ("registration_type","registration_id") WHERE voided_at is null;--> statement-breakpoint
CREATE INDEX "payment_records_voided_by_idx" ON "payment_records" USING btree ("voided_by");--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_void_check" CHECK (("payment_records"."voided_at" is null) = ("payment_records"."void_reason" is null));--> statement-breakpoint
-- Every journal entry balances to the cent and has at least two lines, whatever code path writes it:
-- checked at commit (deferred), so an entry and its lines can be written in any order in one transaction.
CREATE OR REPLACE FUNCTION club_assert_entry_balanced(entry uuid) RETURNS void AS $$
DECLARE
  line_count integer;
  debits numeric;
  credits numeric;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM journal_entries WHERE id = entry) THEN
    RETURN;
  END IF;
  SELECT count(*), coalesce(sum(debit_amount), 0), coalesce(sum(credit_amount), 0)
    INTO line_count, debits, credits
    FROM journal_entry_lines WHERE journal_entry_id = entry;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'Journal entry % has % line(s); an entry needs at least two.', entry, line_count
      USING ERRCODE = '23514', CONSTRAINT = 'journal_entries_two_lines';
  END IF;
  IF debits <> credits THEN
    RAISE EXCEPTION 'Journal entry is not balanced. Debits: MVR %, Credits: MVR %', debits, credits
      USING ERRCODE = '23514', CONSTRAINT = 'journal_entries_balanced';
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION club_check_entry_balanced() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    PERFORM club_assert_entry_balanced(NEW.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM club_assert_entry_balanced(OLD.journal_entry_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM club_assert_entry_balanced(NEW.journal_entry_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT OR UPDATE ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION club_check_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entry_lines_balanced AFTER INSERT OR UPDATE OR DELETE ON journal_entry_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION club_check_entry_balanced();
--> statement-breakpoint
-- A closed period stays closed: no entry dated on or before the lock date is created, changed or removed.
CREATE OR REPLACE FUNCTION club_check_ledger_lock() RETURNS trigger AS $$
DECLARE
  locked date := (SELECT locked_through FROM ledger_lock WHERE id = 'ledger');
  entry_date date;
BEGIN
  IF locked IS NULL THEN
    RETURN coalesce(NEW, OLD);
  END IF;
  IF TG_TABLE_NAME = 'journal_entries' THEN
    IF (TG_OP <> 'INSERT' AND OLD.transaction_date <= locked) OR (TG_OP <> 'DELETE' AND NEW.transaction_date <= locked) THEN
      RAISE EXCEPTION 'The books are closed through %.', locked USING ERRCODE = '23514', CONSTRAINT = 'ledger_lock';
    END IF;
  ELSE
    SELECT transaction_date INTO entry_date FROM journal_entries
      WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.journal_entry_id ELSE NEW.journal_entry_id END;
    IF entry_date <= locked THEN
      RAISE EXCEPTION 'The books are closed through %.', locked USING ERRCODE = '23514', CONSTRAINT = 'ledger_lock';
    END IF;
  END IF;
  RETURN coalesce(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER journal_entries_ledger_lock BEFORE INSERT OR UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION club_check_ledger_lock();
--> statement-breakpoint
CREATE TRIGGER journal_entry_lines_ledger_lock BEFORE INSERT OR UPDATE OR DELETE ON journal_entry_lines
  FOR EACH ROW EXECUTE FUNCTION club_check_ledger_lock();
--> statement-breakpoint
DO $$
DECLARE
  audited text[] := ARRAY['chart_of_accounts', 'journal_entries', 'journal_entry_lines', 'ledger_lock'];
  t text;
BEGIN
  FOREACH t IN ARRAY audited LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by()',
      t || '_stamp_updated_by', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION club_audit_change()',
      t || '_audit_change', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The club's chart: staff extend it; the posting roles say where the portal posts.
INSERT INTO chart_of_accounts (account_code, account_name, account_type, account_subtype) VALUES
  ('1000', 'Cash on Hand', 'Asset', 'Current Asset'),
  ('1010', 'Bank Account', 'Asset', 'Current Asset'),
  ('1100', 'Accounts Receivable', 'Asset', 'Current Asset'),
  ('1500', 'Sports Equipment', 'Asset', 'Fixed Asset'),
  ('2000', 'Accounts Payable', 'Liability', 'Current Liability'),
  ('2100', 'Tax Payable (GST)', 'Liability', 'Current Liability'),
  ('3000', 'Accumulated Funds', 'Equity', NULL),
  ('4000', 'Membership Fees', 'Revenue', 'Operating Revenue'),
  ('4010', 'Academy Fees', 'Revenue', 'Operating Revenue'),
  ('4100', 'Shop Sales', 'Revenue', 'Operating Revenue'),
  ('4110', 'Shipping Income', 'Revenue', 'Operating Revenue'),
  ('4200', 'Donations', 'Revenue', 'Other Revenue'),
  ('4300', 'Sponsorship', 'Revenue', 'Other Revenue'),
  ('4400', 'Event Income', 'Revenue', 'Operating Revenue'),
  ('5000', 'Coaching and Staff', 'Expense', 'Operating Expense'),
  ('5100', 'Venue and Facility Hire', 'Expense', 'Operating Expense'),
  ('5200', 'Equipment and Kit', 'Expense', 'Operating Expense'),
  ('5300', 'Travel and Transport', 'Expense', 'Operating Expense'),
  ('5400', 'Utilities', 'Expense', 'Operating Expense'),
  ('5500', 'Bank Charges', 'Expense', 'Operating Expense'),
  ('5600', 'Event Expenses', 'Expense', 'Operating Expense'),
  ('5700', 'Cost of Goods Sold', 'Expense', 'Cost of Sales'),
  ('5900', 'Other Expenses', 'Expense', 'Operating Expense');
--> statement-breakpoint
INSERT INTO posting_roles (role, account_id)
SELECT role, (SELECT id FROM chart_of_accounts WHERE account_code = code)
FROM (VALUES ('cash', '1000'), ('bank', '1010'), ('membership_fees', '4000'), ('academy_fees', '4010'),
  ('shop_sales', '4100'), ('shipping_income', '4110'), ('tax_payable', '2100'), ('donations', '4200')) AS r(role, code);
--> statement-breakpoint
INSERT INTO ledger_lock (id, locked_through) VALUES ('ledger', NULL);
--> statement-breakpoint
-- The ledger starts complete: every fee collected before it existed is posted, dated the day it was paid.
INSERT INTO journal_entries (transaction_date, description, reference_number, source_type, source_id, created_by)
SELECT (p.payment_date AT TIME ZONE 'Indian/Maldives')::date,
  initcap(p.registration_type) || ' registration fee, receipt ' || p.receipt_number,
  p.receipt_number, 'registration_payment', p.id, p.collected_by
FROM payment_records p
WHERE p.amount > 0
  AND NOT EXISTS (SELECT 1 FROM journal_entries x WHERE x.source_type = 'registration_payment' AND x.source_id = p.id)
ORDER BY p.payment_date, p.id;
--> statement-breakpoint
INSERT INTO journal_entry_lines (journal_entry_id, line_number, account_id, debit_amount, credit_amount)
SELECT e.id, 1,
  (SELECT account_id FROM posting_roles WHERE role = CASE WHEN p.payment_method = 'cash' THEN 'cash' ELSE 'bank' END),
  p.amount, 0
FROM payment_records p JOIN journal_entries e ON e.source_type = 'registration_payment' AND e.source_id = p.id
WHERE NOT EXISTS (SELECT 1 FROM journal_entry_lines l WHERE l.journal_entry_id = e.id)
UNION ALL
SELECT e.id, 2,
  (SELECT account_id FROM posting_roles WHERE role = p.registration_type || '_fees'),
  0, p.amount
FROM payment_records p JOIN journal_entries e ON e.source_type = 'registration_payment' AND e.source_id = p.id
WHERE NOT EXISTS (SELECT 1 FROM journal_entry_lines l WHERE l.journal_entry_id = e.id);
--> statement-breakpoint
CREATE TRIGGER chart_of_accounts_notify_change
AFTER INSERT OR UPDATE OR DELETE ON chart_of_accounts
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_notify_change
AFTER INSERT OR UPDATE OR DELETE ON journal_entries
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER posting_roles_notify_change
AFTER INSERT OR UPDATE OR DELETE ON posting_roles
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER ledger_lock_notify_change
AFTER INSERT OR UPDATE OR DELETE ON ledger_lock
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- The journal's search box: the indexed expression is exactly the one finance/repository.ts searches.
CREATE INDEX journal_entries_search_idx ON journal_entries
  USING gin ((entry_number || ' ' || coalesce(reference_number, '') || ' ' || description) gin_trgm_ops);
