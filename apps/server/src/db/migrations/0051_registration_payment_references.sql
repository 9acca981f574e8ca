ALTER TABLE "payment_references" DROP CONSTRAINT "payment_references_kind_check";--> statement-breakpoint
ALTER TABLE "bank_statement_matches" DROP CONSTRAINT "bank_statement_matches_kind_check";--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_payment_reference_unique" UNIQUE("payment_reference");--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_payment_reference_unique" UNIQUE("payment_reference");--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_kind_check" CHECK ("payment_references"."kind" in ('order', 'contribution', 'renewal', 'registration'));--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_kind_check" CHECK ("bank_statement_matches"."kind" in ('order', 'contribution', 'renewal', 'registration', 'journal'));