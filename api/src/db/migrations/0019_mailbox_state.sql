ALTER TABLE "integrations" ADD COLUMN "last_error_from" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "follow_ups_without_replies" text DEFAULT 'stop' NOT NULL;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_follow_ups_check" CHECK ("integrations"."follow_ups_without_replies" in ('stop', 'send'));