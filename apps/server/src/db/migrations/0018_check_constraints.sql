ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_topic_check" CHECK ("contact_messages"."topic" in ('General Information', 'Membership', 'Youth Programs', 'Team Trials', 'Facility Rental', 'Sponsorship'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" in ('upcoming', 'ongoing', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_registration_fee_check" CHECK ("events"."registration_fee" >= 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_max_participants_check" CHECK ("events"."max_participants" >= 1);--> statement-breakpoint
ALTER TABLE "academy_registrations" ADD CONSTRAINT "academy_registrations_sport_check" CHECK ("academy_registrations"."academy_sport" in ('Football', 'Basketball', 'Volleyball', 'Badminton', 'Table Tennis', 'Swimming', 'Athletics', 'Cricket', 'Handball', 'Tennis'));--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_type_check" CHECK ("payment_records"."registration_type" in ('membership', 'academy'));--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_method_check" CHECK ("payment_records"."payment_method" in ('cash', 'bank_transfer', 'card', 'mobile_banking'));--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_status_check" CHECK ("payment_records"."payment_status" in ('completed'));--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_amount_check" CHECK ("payment_records"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_type_check" CHECK ("registration_fees"."registration_type" in ('membership', 'academy'));--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_category_check" CHECK ("registration_fees"."category" in ('regular', 'student', 'family', 'corporate'));--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_currency_check" CHECK ("registration_fees"."currency" in ('MVR', 'USD'));--> statement-breakpoint
ALTER TABLE "registration_fees" ADD CONSTRAINT "registration_fees_amount_check" CHECK ("registration_fees"."fee_amount" >= 0);--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_sponsorship_amount_check" CHECK ("sponsors"."sponsorship_amount" >= 0);--> statement-breakpoint
ALTER TABLE "team_players" DROP CONSTRAINT IF EXISTS "team_players_jersey_range";--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_jersey_range" CHECK ("team_players"."jersey_number" between 1 and 99);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_category_check" CHECK ("teams"."category" in ('senior', 'junior', 'youth', 'veterans'));