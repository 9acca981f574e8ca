ALTER TABLE "contributions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_language_check" CHECK ("contributions"."language" in ('en', 'dv'));--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_language_check" CHECK ("academy_registrations"."language" in ('en', 'dv'));--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_language_check" CHECK ("membership_registrations"."language" in ('en', 'dv'));