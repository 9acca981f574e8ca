ALTER TABLE "payment_references" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_owner_unique" UNIQUE("owner");