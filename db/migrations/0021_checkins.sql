CREATE TABLE "checkin" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"week" text NOT NULL,
	"date" date NOT NULL,
	"satisfaction" smallint NOT NULL,
	"closeness" smallint NOT NULL,
	"heard" smallint NOT NULL,
	"conflict" smallint NOT NULL,
	"fun" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_answers_range" CHECK ("satisfaction" between 0 and 6 and "closeness" between 0 and 6 and "heard" between 0 and 6 and "conflict" between 0 and 6 and "fun" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "checkin" ADD CONSTRAINT "checkin_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_user_week_idx" ON "checkin" USING btree ("user_id","week");