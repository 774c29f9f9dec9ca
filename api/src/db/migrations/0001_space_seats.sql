ALTER TABLE "spaces" ADD COLUMN "total_seats" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "cloud_seats" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "extension_seats" integer DEFAULT 3 NOT NULL;