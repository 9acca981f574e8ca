CREATE TABLE "form_number_counters" (
	"registration_type" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "form_number_counters_registration_type_year_pk" PRIMARY KEY("registration_type","year"),
	CONSTRAINT "form_number_counters_type_check" CHECK ("form_number_counters"."registration_type" in ('membership', 'academy')),
	CONSTRAINT "form_number_counters_last_number_check" CHECK ("form_number_counters"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_submission_key_unique" UNIQUE("submission_key");--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_submission_key_unique" UNIQUE("submission_key");--> statement-breakpoint
-- Numbering goes on from the highest number each year used (the old sequence also counted forms that were only opened).
INSERT INTO "form_number_counters" ("registration_type", "year", "last_number")
SELECT 'membership', split_part("form_number", '-', 2)::int, max(split_part("form_number", '-', 3)::int)
FROM "membership_registrations" WHERE "form_number" ~ '^MEM-\d{4}-\d+$' GROUP BY 2
UNION ALL
SELECT 'academy', split_part("form_number", '-', 2)::int, max(split_part("form_number", '-', 3)::int)
FROM "academy_registrations" WHERE "form_number" ~ '^ACA-\d{4}-\d+$' GROUP BY 2;
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "membership_form_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "academy_form_seq";
