DROP INDEX "bank_statement_matches_one_per_line";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "payment_references" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD COLUMN "group_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_matches_line_item" ON "bank_statement_matches" USING btree ("line_id","kind","target_id") WHERE undone_at is null;--> statement-breakpoint
CREATE INDEX "bank_statement_matches_group_idx" ON "bank_statement_matches" USING btree ("group_id");--> statement-breakpoint
UPDATE "bank_statement_lines" SET "payment_references" = ARRAY["payment_reference"] WHERE "payment_reference" IS NOT NULL;--> statement-breakpoint
UPDATE "bank_statement_matches" SET "group_id" = "id";
