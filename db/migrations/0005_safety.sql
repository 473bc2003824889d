CREATE TABLE "safety_metric" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "safety_metric_day_category_pk" PRIMARY KEY("day","category")
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "help_card" jsonb;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "adult_attested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "safety_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "under18_flagged_at" timestamp with time zone;