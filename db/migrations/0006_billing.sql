CREATE TABLE "simulated_checkout_session" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"client_reference_id" text,
	"plan" text NOT NULL,
	"trial_days" integer,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "subscription_period_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "subscription_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" drop column "pro_ends_at";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "pro_ends_at" timestamp with time zone GENERATED ALWAYS AS (greatest(
      case when is_pro then coalesce(pro_until, '9999-12-31T00:00:00Z'::timestamptz) end,
      case subscription_status
        when 'trial' then subscription_expires_at
        when 'active' then subscription_expires_at
        when 'canceled' then subscription_expires_at
        when 'past_due' then least(
          subscription_expires_at,
          ((subscription_period_starts_at at time zone 'UTC') + interval '7 days') at time zone 'UTC'
        )
      end
    )) STORED;--> statement-breakpoint
CREATE INDEX "simulated_subscription_customer_idx" ON "simulated_subscription" USING btree ("customer_id");