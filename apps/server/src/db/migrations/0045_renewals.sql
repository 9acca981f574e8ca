ALTER TABLE "payment_references" DROP CONSTRAINT "payment_references_kind_check";--> statement-breakpoint
ALTER TABLE "payment_records" ALTER COLUMN "registration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "slip_name" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_submitted_by_idx" ON "memberships" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "memberships_submitted_idx" ON "memberships" USING btree ("submitted_at") WHERE status = 'pending_payment' and submitted_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_one_per_membership" ON "payment_records" USING btree ("membership_id") WHERE voided_at is null;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_payment_reference_unique" UNIQUE("payment_reference");--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_kind_check" CHECK ("payment_references"."kind" in ('order', 'contribution', 'renewal'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_renewal_check" CHECK (("memberships"."payment_reference" is null) = ("memberships"."submitted_at" is null));--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_paid_for_check" CHECK (("payment_records"."registration_id" is null) <> ("payment_records"."membership_id" is null) and ("payment_records"."membership_id" is null or "payment_records"."registration_type" = 'membership'));