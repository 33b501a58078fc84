ALTER TABLE "activity" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "detail" text;--> statement-breakpoint
CREATE INDEX "activity_target_idx" ON "activity" USING btree ("type","target_id","created_at");