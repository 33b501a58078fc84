CREATE TABLE "frame_changes" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"action" varchar(32) NOT NULL,
	"frames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trashed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "frame_changes_created_at_idx" ON "frame_changes" USING btree ("created_at");