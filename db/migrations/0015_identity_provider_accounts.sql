CREATE TABLE "account" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"refresh_token" text,
	"access_token" text,
	"expires_at" integer,
	"token_type" text,
	"scope" text,
	"id_token" text,
	"session_state" text,
	CONSTRAINT "account_provider_provider_account_id_pk" PRIMARY KEY("provider","provider_account_id")
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_firebase_uid_unique";--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: every Google link kept in user.firebase_uid (Google's `sub`) becomes its account row
-- before the column goes, so those users sign in to the same account.
INSERT INTO "account" ("user_id", "type", "provider", "provider_account_id")
SELECT "id", 'oidc', 'google', "firebase_uid" FROM "user" WHERE "firebase_uid" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "firebase_uid";