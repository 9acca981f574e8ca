CREATE TABLE "guardian_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"accepted" boolean
);
--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_invitations_open_idx" ON "guardian_invitations" USING btree ("member_id","user_id") WHERE "guardian_invitations"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "guardian_invitations_user_idx" ON "guardian_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guardian_invitations_invited_by_idx" ON "guardian_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE TRIGGER guardian_invitations_notify_change AFTER INSERT OR UPDATE OR DELETE ON guardian_invitations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
