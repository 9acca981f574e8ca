CREATE TABLE "executive_committee" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"bio" text,
	"email" text,
	"phone" text,
	"image_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"term_start_date" date,
	"term_end_date" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"website_url" text,
	"sponsorship_type" text,
	"sponsorship_amount" numeric(14, 2),
	"contact_person" text,
	"contact_email" text,
	"contact_phone" text,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executive_committee" ADD CONSTRAINT "executive_committee_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executive_committee_order_idx" ON "executive_committee" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "sponsors_active_name_idx" ON "sponsors" USING btree ("is_active","name");
--> statement-breakpoint
CREATE TRIGGER sponsors_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON sponsors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER executive_committee_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON executive_committee
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
