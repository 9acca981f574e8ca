CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_queue_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mail_queue_attempts_check" CHECK ("mail_queue"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null;--> statement-breakpoint
-- Wakes the mail workers of every process as soon as a message is queued (no polling delay).
CREATE TRIGGER mail_queue_notify_change
  AFTER INSERT ON mail_queue
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
