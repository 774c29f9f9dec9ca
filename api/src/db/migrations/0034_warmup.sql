CREATE TABLE "warmup_days" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"day" text NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"in_spam" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"bounced" integer DEFAULT 0 NOT NULL,
	"health_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warmup_highlights" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"last_period" text,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warmup_highlights_frequency_check" CHECK ("warmup_highlights"."frequency" in ('weekly', 'monthly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "warmup_mailboxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"pool" boolean DEFAULT false NOT NULL,
	"start_per_day" integer NOT NULL,
	"increase_per_day" integer NOT NULL,
	"max_per_day" integer NOT NULL,
	"reply_rate_percent" integer NOT NULL,
	"variance_percent" integer NOT NULL,
	"status" text DEFAULT 'off' NOT NULL,
	"stop_reason" text,
	"stop_detail" text,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"planned_day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warmup_mailboxes_status_check" CHECK ("warmup_mailboxes"."status" in ('off', 'warming', 'stopped'))
);
--> statement-breakpoint
CREATE TABLE "warmup_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"to_space_id" uuid NOT NULL,
	"day" text NOT NULL,
	"kind" text DEFAULT 'warmup' NOT NULL,
	"from_mailbox_id" uuid NOT NULL,
	"to_mailbox_id" uuid NOT NULL,
	"parent_id" uuid,
	"status" text DEFAULT 'planned' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"template" integer DEFAULT 0 NOT NULL,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"delivered_at" timestamp with time zone,
	"in_spam" boolean DEFAULT false NOT NULL,
	"opened" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"replied_at" timestamp with time zone,
	"bounced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warmup_sends_status_check" CHECK ("warmup_sends"."status" in ('planned', 'sent', 'failed')),
	CONSTRAINT "warmup_sends_kind_check" CHECK ("warmup_sends"."kind" in ('warmup', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "warmup_days" ADD CONSTRAINT "warmup_days_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_days" ADD CONSTRAINT "warmup_days_mailbox_id_warmup_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."warmup_mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_highlights" ADD CONSTRAINT "warmup_highlights_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_mailboxes" ADD CONSTRAINT "warmup_mailboxes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_mailboxes" ADD CONSTRAINT "warmup_mailboxes_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_sends" ADD CONSTRAINT "warmup_sends_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_sends" ADD CONSTRAINT "warmup_sends_to_space_id_spaces_id_fk" FOREIGN KEY ("to_space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_sends" ADD CONSTRAINT "warmup_sends_from_mailbox_id_warmup_mailboxes_id_fk" FOREIGN KEY ("from_mailbox_id") REFERENCES "public"."warmup_mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_sends" ADD CONSTRAINT "warmup_sends_to_mailbox_id_warmup_mailboxes_id_fk" FOREIGN KEY ("to_mailbox_id") REFERENCES "public"."warmup_mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_sends" ADD CONSTRAINT "warmup_sends_parent_id_warmup_sends_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."warmup_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warmup_days_mailbox_day_unique" ON "warmup_days" USING btree ("mailbox_id","day");--> statement-breakpoint
CREATE INDEX "warmup_days_space_idx" ON "warmup_days" USING btree ("space_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "warmup_mailboxes_integration_unique" ON "warmup_mailboxes" USING btree ("integration_id");--> statement-breakpoint
CREATE INDEX "warmup_mailboxes_space_idx" ON "warmup_mailboxes" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "warmup_mailboxes_status_idx" ON "warmup_mailboxes" USING btree ("status","pool");--> statement-breakpoint
CREATE INDEX "warmup_sends_due_idx" ON "warmup_sends" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "warmup_sends_from_day_idx" ON "warmup_sends" USING btree ("from_mailbox_id","day");--> statement-breakpoint
CREATE INDEX "warmup_sends_to_idx" ON "warmup_sends" USING btree ("to_mailbox_id","delivered_at");--> statement-breakpoint
CREATE INDEX "warmup_sends_space_idx" ON "warmup_sends" USING btree ("space_id");