CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_channel_check" CHECK ("message_templates"."channel" in ('message', 'inmail', 'connection_request', 'email', 'sms')),
	CONSTRAINT "message_templates_name_length_check" CHECK (char_length("message_templates"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_templates_space_channel_updated_idx" ON "message_templates" USING btree ("space_id","channel","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_space_name_unique" ON "message_templates" USING btree ("space_id",lower("name"));