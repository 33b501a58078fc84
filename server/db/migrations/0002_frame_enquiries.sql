CREATE TABLE "frame_enquiries" (
	"frame_id" integer NOT NULL,
	"day" date NOT NULL,
	"chat" integer DEFAULT 0 NOT NULL,
	"email" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "frame_enquiries_frame_id_day_pk" PRIMARY KEY("frame_id","day"),
	CONSTRAINT "frame_enquiries_counts_check" CHECK ("frame_enquiries"."chat" >= 0 and "frame_enquiries"."email" >= 0)
);
--> statement-breakpoint
ALTER TABLE "frame_enquiries" ADD CONSTRAINT "frame_enquiries_frame_id_frames_id_fk" FOREIGN KEY ("frame_id") REFERENCES "public"."frames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frame_enquiries_day_idx" ON "frame_enquiries" USING btree ("day");