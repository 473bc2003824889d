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
    )) STORED;