DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "events_date_idx";--> statement-breakpoint
DROP INDEX "gallery_album_created_idx";--> statement-breakpoint
DROP INDEX "gallery_created_idx";--> statement-breakpoint
DROP INDEX "news_published_idx";--> statement-breakpoint
DROP INDEX "news_created_at_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "academy_registrations_created_idx";--> statement-breakpoint
DROP INDEX "membership_registrations_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("event_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_album_created_idx" ON "gallery" USING btree ("album_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_created_idx" ON "gallery" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("is_published","publish_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "academy_registrations_created_idx" ON "academy_registrations" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "membership_registrations_created_idx" ON "membership_registrations" USING btree ("created_at" DESC NULLS FIRST,"id");