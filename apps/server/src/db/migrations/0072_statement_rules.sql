CREATE TABLE "bank_statement_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"bank_account_id" uuid,
	"contains" text NOT NULL,
	"min_amount" numeric(14, 2),
	"max_amount" numeric(14, 2),
	"post_to" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_rules_contains_check" CHECK (length(trim("bank_statement_rules"."contains")) >= 2),
	CONSTRAINT "bank_statement_rules_bounds_check" CHECK ("bank_statement_rules"."min_amount" is null or "bank_statement_rules"."max_amount" is null or "bank_statement_rules"."min_amount" <= "bank_statement_rules"."max_amount")
);
--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD COLUMN "rule_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_rules" ADD CONSTRAINT "bank_statement_rules_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rules" ADD CONSTRAINT "bank_statement_rules_bank_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rules" ADD CONSTRAINT "bank_statement_rules_post_to_chart_of_accounts_id_fk" FOREIGN KEY ("post_to") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rules" ADD CONSTRAINT "bank_statement_rules_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_rules_bank_account_idx" ON "bank_statement_rules" USING btree ("bank_account_id");--> statement-breakpoint
CREATE INDEX "bank_statement_rules_post_to_idx" ON "bank_statement_rules" USING btree ("post_to");--> statement-breakpoint
CREATE INDEX "bank_statement_rules_created_by_idx" ON "bank_statement_rules" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "bank_statement_rules_updated_by_idx" ON "bank_statement_rules" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_rule_id_bank_statement_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."bank_statement_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_matches_rule_idx" ON "bank_statement_matches" USING btree ("rule_id");--> statement-breakpoint
CREATE TRIGGER bank_statement_rules_stamp_updated_by BEFORE INSERT OR UPDATE ON bank_statement_rules
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER bank_statement_rules_audit_change AFTER INSERT OR UPDATE OR DELETE ON bank_statement_rules
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER bank_statement_rules_notify_change AFTER INSERT OR UPDATE OR DELETE ON bank_statement_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
