CREATE TABLE "safety_plan" (
	"user_id" text PRIMARY KEY NOT NULL,
	"warning_signs" text[] DEFAULT '{}'::text[] NOT NULL,
	"coping" text[] DEFAULT '{}'::text[] NOT NULL,
	"people" text[] DEFAULT '{}'::text[] NOT NULL,
	"professionals" text[] DEFAULT '{}'::text[] NOT NULL,
	"safer" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_plan" ADD CONSTRAINT "safety_plan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;