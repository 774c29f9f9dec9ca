CREATE TABLE "request_throttle" (
	"id" uuid PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"address" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_throttle_action_address_idx" ON "request_throttle" USING btree ("action","address","requested_at");--> statement-breakpoint
CREATE INDEX "request_throttle_requested_at_idx" ON "request_throttle" USING btree ("requested_at");