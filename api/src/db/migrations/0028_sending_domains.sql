CREATE TABLE "sending_domains" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'registering' NOT NULL,
	"registrar_ref" text NOT NULL,
	"price" integer NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key" text NOT NULL,
	"record_settings" jsonb NOT NULL,
	"last_check" jsonb,
	"checked_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sending_domains_status_check" CHECK ("sending_domains"."status" in ('registering', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sending_domains" ADD CONSTRAINT "sending_domains_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sending_domains" ADD CONSTRAINT "sending_domains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sending_domains_name_unique" ON "sending_domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sending_domains_space_idx" ON "sending_domains" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "sending_domains_status_idx" ON "sending_domains" USING btree ("status","checked_at");