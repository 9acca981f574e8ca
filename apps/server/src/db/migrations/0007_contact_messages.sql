CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TRIGGER contact_messages_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON contact_messages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
-- Default rights on the new contact-messages module (see packages/shared/src/permissions.ts).
INSERT INTO "role_permissions" ("role_id", "module", "action")
SELECT r.id, v.module, v.action FROM (VALUES
  ('admin', 'contact-messages', 'view'),
  ('admin', 'contact-messages', 'create'),
  ('admin', 'contact-messages', 'edit'),
  ('admin', 'contact-messages', 'delete'),
  ('executive', 'contact-messages', 'view'),
  ('executive', 'contact-messages', 'edit')
) AS v(role_name, module, action) JOIN "user_roles" r ON r.name = v.role_name
ON CONFLICT DO NOTHING;
