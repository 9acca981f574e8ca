CREATE TABLE "archive_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"folder_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"description" text,
	"stored_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_type" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_documents_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "archive_documents_size_check" CHECK ("archive_documents"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "archive_folder_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"folder_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"permission_level" text DEFAULT 'read' NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_folder_permissions_one_per_user" UNIQUE("folder_id","user_id"),
	CONSTRAINT "archive_folder_permissions_level_check" CHECK ("archive_folder_permissions"."permission_level" in ('read', 'write', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "archive_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"updated_by" text,
	"name" text NOT NULL,
	"description" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_documents" ADD CONSTRAINT "archive_documents_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_documents" ADD CONSTRAINT "archive_documents_folder_id_archive_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."archive_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_documents" ADD CONSTRAINT "archive_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_folder_permissions" ADD CONSTRAINT "archive_folder_permissions_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_folder_permissions" ADD CONSTRAINT "archive_folder_permissions_folder_id_archive_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."archive_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_folder_permissions" ADD CONSTRAINT "archive_folder_permissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_folder_permissions" ADD CONSTRAINT "archive_folder_permissions_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_folders" ADD CONSTRAINT "archive_folders_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_folders" ADD CONSTRAINT "archive_folders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_documents_folder_idx" ON "archive_documents" USING btree ("folder_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "archive_documents_uploaded_by_idx" ON "archive_documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "archive_documents_updated_by_idx" ON "archive_documents" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "archive_folder_permissions_user_idx" ON "archive_folder_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "archive_folder_permissions_granted_by_idx" ON "archive_folder_permissions" USING btree ("granted_by");--> statement-breakpoint
CREATE INDEX "archive_folder_permissions_updated_by_idx" ON "archive_folder_permissions" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "archive_folders_name_idx" ON "archive_folders" USING btree ("name");--> statement-breakpoint
CREATE INDEX "archive_folders_created_by_idx" ON "archive_folders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "archive_folders_updated_by_idx" ON "archive_folders" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "archive_documents_search_idx" ON "archive_documents"
  USING gin ((lower(filename || ' ' || coalesce(description, ''))) gin_trgm_ops);
--> statement-breakpoint
DO $$
DECLARE
  audited text[] := ARRAY['archive_folders', 'archive_folder_permissions', 'archive_documents'];
  t text;
BEGIN
  FOREACH t IN ARRAY audited LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION club_stamp_updated_by()',
      t || '_stamp_updated_by', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION club_audit_change()',
      t || '_audit_change', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      t || '_notify_change', t);
  END LOOP;
END $$;
