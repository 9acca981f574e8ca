CREATE TABLE "membership_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text,
	CONSTRAINT "membership_reminders_stage_check" CHECK ("membership_reminders"."stage" in ('ends_in_30', 'ends_in_7', 'ended_7_ago', 'by_hand'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_once_per_stage" ON "membership_reminders" USING btree ("membership_id","stage") WHERE stage <> 'by_hand';--> statement-breakpoint
CREATE INDEX "membership_reminders_membership_idx" ON "membership_reminders" USING btree ("membership_id","sent_at");--> statement-breakpoint
CREATE INDEX "membership_reminders_sent_by_idx" ON "membership_reminders" USING btree ("sent_by");