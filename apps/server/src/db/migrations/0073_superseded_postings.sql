ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_one_per_source";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_one_per_source" ON "journal_entries" USING btree ("source_type","source_id") WHERE not superseded;--> statement-breakpoint
-- Closing a posting and its reversal as a pair changes no figure of the books: allowed in a closed period too.
CREATE OR REPLACE FUNCTION club_check_ledger_lock() RETURNS trigger AS $$
DECLARE
  locked date := (SELECT locked_through FROM ledger_lock WHERE id = 'ledger');
  entry_date date;
BEGIN
  IF locked IS NULL THEN
    RETURN coalesce(NEW, OLD);
  END IF;
  IF TG_TABLE_NAME = 'journal_entries' THEN
    IF TG_OP = 'UPDATE' AND NEW.superseded AND NOT OLD.superseded
      AND NEW.transaction_date = OLD.transaction_date AND NEW.description = OLD.description
      AND NEW.reference_number IS NOT DISTINCT FROM OLD.reference_number THEN
      RETURN NEW;
    END IF;
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
