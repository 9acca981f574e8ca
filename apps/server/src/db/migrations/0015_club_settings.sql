CREATE TABLE "club_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER club_settings_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON club_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- Default rights on the new club-settings module (see packages/shared/src/permissions.ts).
INSERT INTO "role_permissions" ("role_id", "module", "action")
SELECT r.id, v.module, v.action FROM (VALUES
  ('admin', 'club-settings', 'view'),
  ('admin', 'club-settings', 'edit')
) AS v(role_name, module, action) JOIN "user_roles" r ON r.name = v.role_name
ON CONFLICT DO NOTHING;
