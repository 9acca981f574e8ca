CREATE TABLE "session_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"session_id" uuid NOT NULL,
	"date" date NOT NULL,
	"player_id" uuid NOT NULL,
	"present" boolean NOT NULL,
	"client_id" uuid NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_attendance_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_team_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."team_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_player_id_team_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."team_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_marked_by_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_attendance_one_per_date" ON "session_attendance" USING btree ("session_id","date","player_id");--> statement-breakpoint
CREATE INDEX "session_attendance_player_idx" ON "session_attendance" USING btree ("player_id","date");--> statement-breakpoint
CREATE INDEX "session_attendance_marked_by_idx" ON "session_attendance" USING btree ("marked_by");--> statement-breakpoint
CREATE INDEX "session_attendance_updated_by_idx" ON "session_attendance" USING btree ("updated_by");--> statement-breakpoint
CREATE TRIGGER session_attendance_stamp_updated_by BEFORE INSERT OR UPDATE ON session_attendance
  FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by();
--> statement-breakpoint
CREATE TRIGGER session_attendance_audit_change AFTER INSERT OR UPDATE OR DELETE ON session_attendance
  FOR EACH ROW EXECUTE FUNCTION club_audit_change();
--> statement-breakpoint
CREATE TRIGGER session_attendance_notify_change AFTER INSERT OR UPDATE OR DELETE ON session_attendance
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
