-- Trigram search for the admin frame list (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "frames" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description || ' ' || coalesce(category, ''))) STORED;--> statement-breakpoint
CREATE INDEX "frames_search_trgm_idx" ON "frames" USING gin ("search_text" gin_trgm_ops);