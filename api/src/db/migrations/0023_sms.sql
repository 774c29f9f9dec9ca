CREATE TABLE "sms_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"number" text NOT NULL,
	"prospect_id" uuid,
	"last_from_number" text,
	"opted_out_at" timestamp with time zone,
	"opt_keyword" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_recipients_space_number_unique" ON "sms_recipients" USING btree ("space_id","number");--> statement-breakpoint
CREATE INDEX "sms_recipients_prospect_idx" ON "sms_recipients" USING btree ("prospect_id");