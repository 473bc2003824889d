CREATE TABLE "coach_request" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"draft" text NOT NULL,
	"want" text,
	"recipient" text,
	"result" jsonb,
	"help_card" jsonb,
	"status" text DEFAULT 'streaming' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"run_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent" boolean,
	"outcome" text,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_request" ADD CONSTRAINT "coach_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_request_user_created_idx" ON "coach_request" USING btree ("user_id","created_at" DESC NULLS LAST);