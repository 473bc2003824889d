-- Search within one user's messages (`ilike '%…%'`): a GIN index of the user's id (btree_gin) and the text's
-- trigrams (pg_trgm, 0010), so a search reads that user's index entries and rows only. btree_gin is a
-- trusted extension like pg_trgm (Neon has it); PGlite loads its own copy in db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "conversation_user_updated_idx";--> statement-breakpoint
CREATE INDEX "conversation_user_updated_idx" ON "conversation" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_id_user_idx" ON "conversation" USING btree ("id","user_id");--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "user_id" text;--> statement-breakpoint
UPDATE "message" m SET "user_id" = c."user_id" FROM "conversation" c WHERE c."id" = m."conversation_id";--> statement-breakpoint
ALTER TABLE "message" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_user_id_conversation_id_user_id_fk" FOREIGN KEY ("conversation_id","user_id") REFERENCES "public"."conversation"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_user_content_trgm_idx" ON "message" USING gin ("user_id","content" gin_trgm_ops);
