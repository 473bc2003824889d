CREATE TABLE "image" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"conversation_id" varchar(36),
	"message_id" varchar(36),
	"media_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_conversation_id_message_id_message_conversation_id_id_fk" FOREIGN KEY ("conversation_id","message_id") REFERENCES "public"."message"("conversation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_user_idx" ON "image" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "image_message_idx" ON "image" USING btree ("conversation_id","message_id");