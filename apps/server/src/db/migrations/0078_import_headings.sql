CREATE TABLE "import_headings" (
	"kind" text NOT NULL,
	"heading" text NOT NULL,
	"field" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_headings_kind_heading_pk" PRIMARY KEY("kind","heading")
);
