CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slot" text,
	"trigger" text NOT NULL,
	"requested_by" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"archive" text,
	"destination" text,
	"size_bytes" bigint,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "backup_runs_slot_unique" UNIQUE("slot"),
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" in ('backup', 'drill')),
	CONSTRAINT "backup_runs_trigger_check" CHECK ("backup_runs"."trigger" in ('scheduled', 'manual', 'upgrade', 'command')),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "backup_runs" ADD CONSTRAINT "backup_runs_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_runs_kind_started_idx" ON "backup_runs" USING btree ("kind","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "backup_runs_requested_by_idx" ON "backup_runs" USING btree ("requested_by");