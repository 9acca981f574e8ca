-- A photo pointing at another photo's file (possible before this migration) is dropped: the file stays with the first photo.
DELETE FROM "gallery" g USING "gallery" older
  WHERE g."image_url" = older."image_url" AND (g."created_at", g."id") > (older."created_at", older."id");--> statement-breakpoint
ALTER TABLE "gallery" ADD CONSTRAINT "gallery_image_url_key" UNIQUE("image_url");--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_id_card_file_key" UNIQUE("id_card_file");--> statement-breakpoint
ALTER TABLE "membership_registrations" ADD CONSTRAINT "membership_registrations_id_card_file_key" UNIQUE("id_card_file");