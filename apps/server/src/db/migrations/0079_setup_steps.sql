CREATE TABLE "setup_steps" (
	"step" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_by" text
);
--> statement-breakpoint
ALTER TABLE "setup_steps" ADD CONSTRAINT "setup_steps_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setup_steps_done_by_idx" ON "setup_steps" USING btree ("done_by");