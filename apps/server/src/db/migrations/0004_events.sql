CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"location" text,
	"max_participants" integer,
	"registration_fee" numeric(14, 2),
	"status" text DEFAULT 'upcoming' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"event_image_url" text,
	"organizer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_user_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_public_date_idx" ON "events" USING btree ("is_public","event_date");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("event_date" DESC NULLS LAST);--> statement-breakpoint
CREATE TRIGGER events_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
