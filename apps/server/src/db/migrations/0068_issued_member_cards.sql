CREATE TABLE "issued_member_cards" (
	"member_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"ends_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_member_cards_member_id_fingerprint_pk" PRIMARY KEY("member_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "issued_member_cards" ADD CONSTRAINT "issued_member_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_member_cards_ends_on_idx" ON "issued_member_cards" USING btree ("ends_on");