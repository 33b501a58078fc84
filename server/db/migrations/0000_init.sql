CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"action" varchar(60) NOT NULL,
	"item" text NOT NULL,
	"status" varchar(24) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frame_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"frame_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frame_labels" (
	"frame_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "frame_labels_frame_id_label_id_pk" PRIMARY KEY("frame_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "frames" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(16) DEFAULT 'IN_STOCK' NOT NULL,
	"original_price" numeric(12, 2) NOT NULL,
	"current_price" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"dimensions" varchar(120),
	"category" varchar(60),
	"rating" double precision DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"color" varchar(7) DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marquee" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"message" text NOT NULL,
	"status" varchar(16) DEFAULT 'UNREAD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(16) DEFAULT 'ADMIN' NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frame_images" ADD CONSTRAINT "frame_images_frame_id_frames_id_fk" FOREIGN KEY ("frame_id") REFERENCES "public"."frames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_labels" ADD CONSTRAINT "frame_labels_frame_id_frames_id_fk" FOREIGN KEY ("frame_id") REFERENCES "public"."frames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_labels" ADD CONSTRAINT "frame_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_created_at_idx" ON "activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "frame_images_frame_idx" ON "frame_images" USING btree ("frame_id","order");--> statement-breakpoint
CREATE INDEX "frame_labels_label_idx" ON "frame_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "frames_display_order_idx" ON "frames" USING btree ("display_order","name");--> statement-breakpoint
CREATE INDEX "frames_status_idx" ON "frames" USING btree ("status","display_order");--> statement-breakpoint
CREATE INDEX "frames_category_idx" ON "frames" USING btree ("category");--> statement-breakpoint
CREATE INDEX "frames_created_at_idx" ON "frames" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_lower_idx" ON "labels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "marquee_order_idx" ON "marquee" USING btree ("order");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));