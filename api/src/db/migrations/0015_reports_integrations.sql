CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"auth_kind" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_by" uuid,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_platform_check" CHECK ("crm_connections"."platform" in ('hubspot', 'pipedrive')),
	CONSTRAINT "crm_connections_status_check" CHECK ("crm_connections"."status" in ('connected', 'expired', 'disconnected'))
);
--> statement-breakpoint
CREATE TABLE "crm_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"local_type" text NOT NULL,
	"local_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"dialog_id" uuid NOT NULL,
	"user_id" uuid,
	"body" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_label_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_event_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prospect_id" uuid,
	"workflow_id" uuid,
	"credential_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_counts" (
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"series" text NOT NULL,
	"workflow_id" uuid,
	"step_id" uuid,
	"credential_id" uuid,
	"user_id" uuid,
	"variant" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_counts_key" UNIQUE NULLS NOT DISTINCT("space_id","day","hour","series","workflow_id","step_id","credential_id","user_id","variant"),
	CONSTRAINT "report_counts_hour_check" CHECK ("report_counts"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_label_rules" ADD CONSTRAINT "auto_label_rules_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_label_rules" ADD CONSTRAINT "auto_label_rules_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_label_rules" ADD CONSTRAINT "auto_label_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_event_log" ADD CONSTRAINT "outreach_event_log_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_space_platform_unique" ON "crm_connections" USING btree ("space_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_links_local_unique" ON "crm_links" USING btree ("space_id","platform","local_type","local_id");--> statement-breakpoint
CREATE INDEX "crm_links_remote_idx" ON "crm_links" USING btree ("space_id","platform","local_type","remote_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_due_idx" ON "scheduled_messages" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "scheduled_messages_dialog_idx" ON "scheduled_messages" USING btree ("dialog_id","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_label_rules_space_label_kind_unique" ON "auto_label_rules" USING btree ("space_id","label_id","kind");--> statement-breakpoint
CREATE INDEX "outreach_event_log_space_at_idx" ON "outreach_event_log" USING btree ("space_id","at");--> statement-breakpoint
CREATE INDEX "outreach_event_log_space_name_at_idx" ON "outreach_event_log" USING btree ("space_id","name","at");--> statement-breakpoint
CREATE INDEX "report_counts_space_day_idx" ON "report_counts" USING btree ("space_id","day");--> statement-breakpoint
CREATE INDEX "report_counts_workflow_day_idx" ON "report_counts" USING btree ("workflow_id","day");--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_source_check" CHECK ("webhooks"."source" in ('app', 'zapier'));