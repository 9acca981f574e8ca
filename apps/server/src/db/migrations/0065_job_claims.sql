CREATE TABLE "job_claims" (
	"job" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
