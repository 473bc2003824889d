CREATE TABLE "advice_request" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"situation" text NOT NULL,
	"action" text NOT NULL,
	"reaction" text,
	"response" text NOT NULL,
	"helpful" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"context_needs_refresh" boolean DEFAULT false NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"conversation_id" varchar(36) NOT NULL,
	"role" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"feedback" boolean,
	"image_data" text,
	"status" text DEFAULT 'complete' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_code_usage" (
	"id" text PRIMARY KEY NOT NULL,
	"code_id" text NOT NULL,
	"user_id" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_code" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"duration_days" integer NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_code" text,
	"verification_code_expires_at" timestamp with time zone,
	"verification_code_sent_at" timestamp with time zone,
	"verification_attempts" integer DEFAULT 0 NOT NULL,
	"reset_password_token" text,
	"reset_password_expires_at" timestamp with time zone,
	"session_version" integer DEFAULT 0 NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"nickname" text,
	"relationship_status" text,
	"age" text,
	"ai_tone" text DEFAULT 'therapist' NOT NULL,
	"relationship_duration" text,
	"living_situation" text,
	"conflict_frequency" text,
	"satisfied_aspects" text,
	"improvement_aspects" text,
	"partner_nickname" text,
	"user_communication_style" text,
	"partner_communication_style" text,
	"user_love_language" text,
	"partner_love_language" text,
	"personal_goals" text,
	"relationship_goals" text,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"ai_language" text DEFAULT 'en' NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"model_preference" text DEFAULT 'balanced' NOT NULL,
	"save_conversations" boolean DEFAULT true NOT NULL,
	"advice_requests_today" integer DEFAULT 0 NOT NULL,
	"last_request_date" date,
	"firebase_uid" text,
	"profile_photo_url" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_status" text DEFAULT 'free' NOT NULL,
	"subscription_plan" text,
	"subscription_expires_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"is_pro" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"pro_until" timestamp with time zone,
	"pro_source" text DEFAULT 'subscription' NOT NULL,
	"mobile_subscription_id" text,
	"pro_activated_at" timestamp with time zone,
	"pro_deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_username_unique" UNIQUE("username"),
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "user_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
ALTER TABLE "advice_request" ADD CONSTRAINT "advice_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_usage" ADD CONSTRAINT "redeem_code_usage_code_id_redeem_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."redeem_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_usage" ADD CONSTRAINT "redeem_code_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code" ADD CONSTRAINT "redeem_code_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_request_user_created_idx" ON "advice_request" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_user_updated_idx" ON "conversation" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_conversation_time_idx" ON "message" USING btree ("conversation_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_code_usage_code_user_idx" ON "redeem_code_usage" USING btree ("code_id","user_id");