ALTER TABLE "advice_request" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "status" text DEFAULT 'streaming' NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "persona" text;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "offline" boolean;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "follow_up_analysis" jsonb;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "follow_up_status" text;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "run_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_request" DROP COLUMN "response";