CREATE TABLE "video_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"video_id" uuid NOT NULL,
	"prospect_id" uuid,
	"campaign_prospect_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" integer,
	"bytes" "bytea" NOT NULL,
	"title" text,
	"message" text,
	"button_text" text,
	"button_url" text,
	"tracking_domain_id" uuid,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_mime_type_check" CHECK ("videos"."mime_type" in ('video/mp4', 'video/webm'))
);
--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_tracking_domain_id_tracking_domains_id_fk" FOREIGN KEY ("tracking_domain_id") REFERENCES "public"."tracking_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_views_video_viewed_idx" ON "video_views" USING btree ("video_id","viewed_at");--> statement-breakpoint
CREATE INDEX "videos_space_created_idx" ON "videos" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_tracking_domain_idx" ON "videos" USING btree ("tracking_domain_id");