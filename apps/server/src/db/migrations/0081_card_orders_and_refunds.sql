ALTER TABLE "card_payments" DROP CONSTRAINT "card_payments_kind_check";--> statement-breakpoint
ALTER TABLE "card_payments" DROP CONSTRAINT "card_payments_state_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "slip_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "confirmation_entry_ids" uuid[];--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "held_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_payments_refunded_by_idx" ON "card_payments" USING btree ("refunded_by");--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_kind_check" CHECK ("card_payments"."kind" in ('renewal', 'event', 'donation', 'order', 'registration'));--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_state_check" CHECK ("card_payments"."state" in ('started', 'confirmed', 'failed', 'cancelled', 'unapplied', 'refunded'));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type_check" CHECK ("journal_entries"."source_type" in ('registration_payment', 'registration_payment_void', 'order_payment', 'order_cancellation', 'contribution', 'contribution_reversal', 'financial_record', 'reversal', 'statement_line', 'statement_line_reversal', 'event_payment', 'event_payment_reversal', 'opening_balance', 'card_unapplied', 'card_refund'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slip_check" CHECK ("orders"."payment_method" = 'card' or "orders"."slip_name" is not null);