CREATE TABLE "session_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"session_id" uuid NOT NULL,
	"date" date NOT NULL,
	"player_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"note" text,
	"answered_by" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_answers_answer_check" CHECK ("session_answers"."answer" in ('available', 'unavailable', 'maybe'))
);
--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_session_id_team_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."team_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_player_id_team_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."team_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_answers_one_per_date" ON "session_answers" USING btree ("session_id","date","player_id");--> statement-breakpoint
CREATE INDEX "session_answers_player_idx" ON "session_answers" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "session_answers_answered_by_idx" ON "session_answers" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "session_answers_updated_by_idx" ON "session_answers" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER session_answers_stamp_updated_by BEFORE INSERT OR UPDATE ON session_answers
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER session_answers_audit_change AFTER INSERT OR UPDATE OR DELETE ON session_answers
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER session_answers_notify_change AFTER INSERT OR UPDATE OR DELETE ON session_answers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
