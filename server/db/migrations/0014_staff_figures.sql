-- Frames' writers wait here while frame_counts is rebuilt below, so no change is counted twice or missed.
LOCK TABLE "frames" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "frame_count_changes" (
	"published" boolean NOT NULL,
	"status" varchar(16) NOT NULL,
	"category" varchar(60) NOT NULL,
	"n" integer NOT NULL,
	"discounted" integer NOT NULL,
	"value" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frame_counts" ADD COLUMN "discounted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "frame_counts" ADD COLUMN "value" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- What the readers read: the folded counts plus the changes not folded yet, groups without frames left out.
CREATE VIEW "frame_totals" AS
SELECT "published", "status", "category", sum("n")::integer AS "n", sum("discounted")::integer AS "discounted",
  sum("value") AS "value"
FROM (SELECT "published", "status", "category", "n", "discounted", "value" FROM "frame_counts"
      UNION ALL
      SELECT "published", "status", "category", "n", "discounted", "value" FROM "frame_count_changes") c
GROUP BY "published", "status", "category"
HAVING sum("n") <> 0;--> statement-breakpoint
-- Folds the changes this transaction can see into frame_counts, unless another transaction is folding: the
-- advisory lock is taken without waiting and held to the commit, so only its holder ever writes frame_counts
-- and no writer waits for another's counts (two bulk deletes over the same categories cannot deadlock on
-- them). Not under repeatable read or serializable, where deleting rows a concurrent fold deleted would fail.
CREATE FUNCTION "frame_counts_fold"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' OR NOT pg_try_advisory_xact_lock(7261002) THEN
    RETURN;
  END IF;
  WITH moved AS (DELETE FROM "frame_count_changes" RETURNING *)
  INSERT INTO "frame_counts" ("published", "status", "category", "n", "discounted", "value")
  SELECT "published", "status", "category", sum("n")::integer, sum("discounted")::integer, sum("value")
  FROM moved GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("published", "status", "category") DO UPDATE SET
    "n" = "frame_counts"."n" + excluded."n",
    "discounted" = "frame_counts"."discounted" + excluded."discounted",
    "value" = "frame_counts"."value" + excluded."value";
  DELETE FROM "frame_counts" WHERE "n" = 0;
END $$;--> statement-breakpoint
-- Each statement on frames writes its net change per group: an insert adds its rows, a delete takes them
-- away, an update moves the rows whose group, current price or discount changed (a rename writes nothing).
CREATE OR REPLACE FUNCTION "frame_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "frame_count_changes" ("published", "status", "category", "n", "discounted", "value")
    SELECT r."published", r."status", coalesce(r."category", ''), count(*)::integer,
      (count(*) FILTER (WHERE r."current_price" < r."original_price"))::integer, sum(r."current_price")
    FROM new_rows r GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "frame_count_changes" ("published", "status", "category", "n", "discounted", "value")
    SELECT r."published", r."status", coalesce(r."category", ''), -count(*)::integer,
      -(count(*) FILTER (WHERE r."current_price" < r."original_price"))::integer, -sum(r."current_price")
    FROM old_rows r GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "frame_count_changes" ("published", "status", "category", "n", "discounted", "value")
    SELECT d."published", d."status", d."category", sum(d."n")::integer, sum(d."discounted")::integer, sum(d."value")
    FROM (
      SELECT r."published", r."status", coalesce(r."category", '') AS "category", -1 AS "n",
        -(r."current_price" < r."original_price")::integer AS "discounted", -r."current_price" AS "value",
        w."published" AS "w_published", w."status" AS "w_status", coalesce(w."category", '') AS "w_category",
        (w."current_price" < w."original_price")::integer AS "w_discounted", w."current_price" AS "w_value"
      FROM old_rows r JOIN new_rows w ON w."id" = r."id"
      WHERE (w."published", w."status", coalesce(w."category", ''), w."current_price", w."current_price" < w."original_price")
        IS DISTINCT FROM (r."published", r."status", coalesce(r."category", ''), r."current_price", r."current_price" < r."original_price")
    ) m
    CROSS JOIN LATERAL (VALUES
      (m."published", m."status", m."category", m."n", m."discounted", m."value"),
      (m."w_published", m."w_status", m."w_category", 1, m."w_discounted", m."w_value")
    ) AS d("published", "status", "category", "n", "discounted", "value")
    GROUP BY 1, 2, 3
    HAVING sum(d."n") <> 0 OR sum(d."discounted") <> 0 OR sum(d."value") <> 0;
  END IF;
  PERFORM "frame_counts_fold"();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "frame_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "frame_counts";
  DELETE FROM "frame_count_changes";
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "frame_counts";--> statement-breakpoint
INSERT INTO "frame_counts" ("published", "status", "category", "n", "discounted", "value")
SELECT "published", "status", coalesce("category", ''), count(*)::integer,
  (count(*) FILTER (WHERE "current_price" < "original_price"))::integer, sum("current_price")
FROM "frames" GROUP BY 1, 2, 3;
