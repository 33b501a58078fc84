CREATE TABLE "frame_counts" (
	"published" boolean NOT NULL,
	"status" varchar(16) NOT NULL,
	"category" varchar(60) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "frame_counts_published_status_category_pk" PRIMARY KEY("published","status","category")
);
--> statement-breakpoint
DROP INDEX "frames_display_order_idx";--> statement-breakpoint
DROP INDEX "frames_category_idx";--> statement-breakpoint
DROP INDEX "frames_created_at_idx";--> statement-breakpoint
CREATE INDEX "frames_price_idx" ON "frames" USING btree ("current_price","id");--> statement-breakpoint
CREATE INDEX "frames_rating_idx" ON "frames" USING btree ("rating" DESC NULLS FIRST,"display_order","name","id");--> statement-breakpoint
CREATE INDEX "frames_display_order_idx" ON "frames" USING btree ("display_order","name","id");--> statement-breakpoint
CREATE INDEX "frames_category_idx" ON "frames" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "frames_created_at_idx" ON "frames" USING btree ("created_at","id");--> statement-breakpoint
-- frame_counts follows frames by statement-level triggers (a bulk insert of 100,000 rows is one aggregate);
-- an update writes it only for rows whose published, status or category changed (a price change does not).
CREATE FUNCTION "frame_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "frame_counts" ("published", "status", "category", "n")
    SELECT r."published", r."status", coalesce(r."category", ''), count(*)::integer FROM new_rows r GROUP BY 1, 2, 3
    ON CONFLICT ("published", "status", "category") DO UPDATE SET "n" = "frame_counts"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "frame_counts" c SET "n" = c."n" - o.k
    FROM (SELECT r."published", r."status", coalesce(r."category", '') AS "category", count(*)::integer AS k
          FROM old_rows r GROUP BY 1, 2, 3) o
    WHERE c."published" = o."published" AND c."status" = o."status" AND c."category" = o."category";
  ELSE
    -- The rows whose published, status or category changed: out of their old group, into their new one.
    UPDATE "frame_counts" c SET "n" = c."n" - o.k
    FROM (SELECT r."published", r."status", coalesce(r."category", '') AS "category", count(*)::integer AS k
          FROM old_rows r JOIN new_rows w ON w."id" = r."id"
          WHERE (w."published", w."status", coalesce(w."category", '')) <> (r."published", r."status", coalesce(r."category", ''))
          GROUP BY 1, 2, 3) o
    WHERE c."published" = o."published" AND c."status" = o."status" AND c."category" = o."category";
    INSERT INTO "frame_counts" ("published", "status", "category", "n")
    SELECT w."published", w."status", coalesce(w."category", ''), count(*)::integer
    FROM new_rows w JOIN old_rows r ON r."id" = w."id"
    WHERE (w."published", w."status", coalesce(w."category", '')) <> (r."published", r."status", coalesce(r."category", ''))
    GROUP BY 1, 2, 3
    ON CONFLICT ("published", "status", "category") DO UPDATE SET "n" = "frame_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "frames_counts_insert" AFTER INSERT ON "frames" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "frame_counts_add"();--> statement-breakpoint
CREATE TRIGGER "frames_counts_update" AFTER UPDATE ON "frames" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "frame_counts_add"();--> statement-breakpoint
CREATE TRIGGER "frames_counts_delete" AFTER DELETE ON "frames" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "frame_counts_add"();--> statement-breakpoint
CREATE FUNCTION "frame_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "frame_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "frames_counts_truncate" AFTER TRUNCATE ON "frames"
  FOR EACH STATEMENT EXECUTE FUNCTION "frame_counts_truncate"();--> statement-breakpoint
INSERT INTO "frame_counts" ("published", "status", "category", "n")
SELECT "published", "status", coalesce("category", ''), count(*)::integer FROM "frames" GROUP BY 1, 2, 3;
