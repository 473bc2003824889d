ALTER TABLE "advice_request" ADD COLUMN "help_card" jsonb;--> statement-breakpoint
ALTER TABLE "advice_request" ADD COLUMN "follow_up_help_card" jsonb;