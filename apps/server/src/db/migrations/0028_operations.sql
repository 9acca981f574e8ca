CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_status" text NOT NULL,
	"last_error" text,
	"runs_today" integer DEFAULT 0 NOT NULL,
	"runs_day" date NOT NULL,
	"failures_today" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_metrics" (
	"process_id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requests_total" bigint DEFAULT 0 NOT NULL,
	"errors_total" bigint DEFAULT 0 NOT NULL,
	"rejected_total" bigint DEFAULT 0 NOT NULL,
	"requests_last_minute" integer DEFAULT 0 NOT NULL,
	"errors_last_minute" integer DEFAULT 0 NOT NULL,
	"rejected_last_minute" integer DEFAULT 0 NOT NULL,
	"latency_p95_ms" double precision,
	"rss_bytes" bigint DEFAULT 0 NOT NULL,
	"heap_used_bytes" bigint DEFAULT 0 NOT NULL,
	"event_loop_p99_ms" double precision,
	"live_clients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_events_at_idx" ON "sign_in_events" USING btree ("at");