CREATE TABLE "bank_statement_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"confirmed_payment" boolean NOT NULL,
	"matched_by" text,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" text,
	"undone_at" timestamp with time zone,
	"undo_reason" text,
	CONSTRAINT "bank_statement_matches_kind_check" CHECK ("bank_statement_matches"."kind" in ('order', 'contribution', 'renewal')),
	CONSTRAINT "bank_statement_matches_undone_check" CHECK (("bank_statement_matches"."undone_at" is null) = ("bank_statement_matches"."undo_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_matched_by_user_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_undone_by_user_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_matches_one_per_line" ON "bank_statement_matches" USING btree ("line_id") WHERE undone_at is null;--> statement-breakpoint
CREATE INDEX "bank_statement_matches_target_idx" ON "bank_statement_matches" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "bank_statement_matches_matched_by_idx" ON "bank_statement_matches" USING btree ("matched_by");--> statement-breakpoint
CREATE INDEX "bank_statement_matches_undone_by_idx" ON "bank_statement_matches" USING btree ("undone_by");--> statement-breakpoint
CREATE INDEX "bank_statement_matches_updated_by_idx" ON "bank_statement_matches" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER bank_statement_matches_stamp_updated_by BEFORE INSERT OR UPDATE ON bank_statement_matches
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER bank_statement_matches_audit_change AFTER INSERT OR UPDATE OR DELETE ON bank_statement_matches
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER bank_statement_matches_notify_change AFTER INSERT OR UPDATE OR DELETE ON bank_statement_matches
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
