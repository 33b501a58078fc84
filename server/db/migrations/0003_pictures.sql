CREATE TABLE "pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"body" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"etag" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- WebP bytes do not compress: kept out of line without trying (pglz would spend CPU for nothing).
ALTER TABLE "pictures" ALTER COLUMN "body" SET STORAGE EXTERNAL;
