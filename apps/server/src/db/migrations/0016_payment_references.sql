CREATE TABLE "payment_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_references_kind_check" CHECK ("payment_references"."kind" in ('order', 'contribution'))
);
