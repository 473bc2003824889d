CREATE TABLE "user_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message" DROP CONSTRAINT "message_pkey";--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_id_pk" PRIMARY KEY("conversation_id","id");--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "reply_to" varchar(36);--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_session_expires_idx" ON "user_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "message_reply_to_idx" ON "message" USING btree ("conversation_id","reply_to") WHERE "message"."reply_to" is not null;--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "session_version";