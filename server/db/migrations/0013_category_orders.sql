DROP INDEX "frames_category_idx";--> statement-breakpoint
CREATE INDEX "frames_category_display_idx" ON "frames" USING btree (lower("category"),"display_order","name","id");--> statement-breakpoint
CREATE INDEX "frames_category_price_idx" ON "frames" USING btree (lower("category"),"current_price","id");--> statement-breakpoint
CREATE INDEX "frames_category_created_at_idx" ON "frames" USING btree (lower("category"),"created_at","id");