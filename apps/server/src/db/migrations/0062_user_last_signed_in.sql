ALTER TABLE "user" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Accounts signed in now count as having signed in before.
UPDATE "user" u SET "last_signed_in_at" = (SELECT max(s."created_at") FROM "session" s WHERE s."user_id" = u."id");
