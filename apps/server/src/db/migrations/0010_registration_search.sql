-- Trigram indexes for the staff search box: the indexed expressions are exactly those the
-- registrations repository searches (modules/registrations/repository.ts, SEARCH_TEXT).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX membership_registrations_search_idx ON membership_registrations
  USING gin ((full_name || ' ' || form_number || ' ' || mobile_number || ' ' || id_card_number) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX academy_registrations_search_idx ON academy_registrations
  USING gin ((full_name || ' ' || form_number || ' ' || mobile_number || ' ' || academy_sport || ' ' || parent_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX payment_records_type_idx ON payment_records (registration_type);
