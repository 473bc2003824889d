CREATE TABLE "admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity_day" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_activity_day_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "redeem_code" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_day" ADD CONSTRAINT "user_activity_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_activity_day_day_idx" ON "user_activity_day" USING btree ("day");--> statement-breakpoint
CREATE INDEX "redeem_code_usage_redeemed_idx" ON "redeem_code_usage" USING btree ("redeemed_at");--> statement-breakpoint
CREATE INDEX "redeem_code_created_idx" ON "redeem_code" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redeem_code_batch_idx" ON "redeem_code" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_pro_ends_idx" ON "user" USING btree ("pro_ends_at") WHERE "user"."pro_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "user_trial_ends_idx" ON "user" USING btree ("trial_ends_at") WHERE "user"."trial_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_nickname_trgm_idx" ON "user" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_under18_flagged_idx" ON "user" USING btree ("under18_flagged_at") WHERE "user"."under18_flagged_at" is not null;