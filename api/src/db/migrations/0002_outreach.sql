CREATE TABLE "automation_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"step_execution_id" uuid NOT NULL,
	"workflow_id" uuid,
	"prospect_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "automation_tasks_status_check" CHECK ("automation_tasks"."status" in ('queued', 'claimed', 'done', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "crm_pushes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"workflow_id" uuid,
	"step_execution_id" uuid,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_inbound" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"task_id" uuid,
	"kind" text NOT NULL,
	"text" text,
	"due_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"type" text DEFAULT 'manual_task' NOT NULL,
	"name" text NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"assignee_id" uuid,
	"priority" integer DEFAULT 100 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"prospect_id" uuid,
	"workflow_id" uuid,
	"credential_id" uuid,
	"step_execution_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in (100, 200, 300, 400, 500)),
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'done', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "dialogs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid,
	"prospect_id" uuid NOT NULL,
	"is_unread" boolean DEFAULT false NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"dialog_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"subject" text,
	"text" text DEFAULT '' NOT NULL,
	"message_id_header" text,
	"in_reply_to" text,
	"step_execution_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_prospects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"search_id" uuid,
	"credential_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"pause_reason" text,
	"current_step_key" text,
	"next_step_at" timestamp with time zone,
	"wait_reason" text,
	"approval_state" text,
	"progress_revision" integer,
	"previous_credential_id" uuid,
	"reassigned_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_prospects_state_check" CHECK ("campaign_prospects"."state" in ('excluded', 'pending', 'paused', 'active', 'finished', 'campaign_paused'))
);
--> statement-breakpoint
CREATE TABLE "sender_health" (
	"credential_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"score" real DEFAULT 1 NOT NULL,
	"cooldown_until" timestamp with time zone,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_action_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_executions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"campaign_prospect_id" uuid NOT NULL,
	"step_id" uuid,
	"step_key" text NOT NULL,
	"credential_id" uuid,
	"idempotency_key" text NOT NULL,
	"action_kind" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"outcome" text,
	"skip_reason" text,
	"wait_reason" text,
	"error" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "finder_enrichments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"person_id" text NOT NULL,
	"prospect_id" uuid,
	"email" text NOT NULL,
	"credits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finder_people" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"position" text NOT NULL,
	"company_name" text NOT NULL,
	"company_domain" text NOT NULL,
	"location" text NOT NULL,
	"industry" text NOT NULL,
	"profile_url" text NOT NULL,
	"email" text,
	"work_email" text,
	"phone" text,
	"enriched_email" text,
	"is_enriched" boolean NOT NULL,
	"is_fresh" boolean NOT NULL,
	"is_social_only" boolean NOT NULL,
	"homeowner" boolean NOT NULL,
	"net_worth" text NOT NULL,
	"income_range" text NOT NULL,
	"children" boolean NOT NULL,
	"married" boolean NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_suppressions_email_lower_check" CHECK ("email_suppressions"."email" = lower("email_suppressions"."email"))
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'disconnected' NOT NULL,
	"email" text,
	"from_name" text,
	"smtp" jsonb,
	"imap" jsonb,
	"imap_uid_validity" text,
	"imap_last_uid" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone,
	"imap_lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_status_check" CHECK ("integrations"."status" in ('connected', 'disconnected', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"type" text DEFAULT 'profile' NOT NULL,
	"is_shared" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_labels" (
	"space_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_labels_prospect_id_label_id_pk" PRIMARY KEY("prospect_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "prospect_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"profile_url" text,
	"profile_key" text,
	"email_key" text,
	"position" text,
	"location" text,
	"industry" text,
	"company_name" text,
	"company_domain" text,
	"personal_email" text,
	"work_email" text,
	"enriched_email" text,
	"phone" text,
	"twitter" text,
	"website" text,
	"is_premium" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lifecycle" text DEFAULT 'new' NOT NULL,
	"enrichment" text,
	"source" text DEFAULT 'api' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csv_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid,
	"workflow_id" uuid,
	"search_id" uuid,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"delimiter" text DEFAULT ',' NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"link_type" text NOT NULL,
	"url" text,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"custom_fields_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_domains" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"type" text DEFAULT 'cname' NOT NULL,
	"host" text NOT NULL,
	"value" text NOT NULL,
	"is_default_for_link_tracking" boolean DEFAULT false NOT NULL,
	"is_default_for_video_scenario" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid,
	"prospect_id" uuid,
	"execution_id" uuid,
	"kind" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"url" text,
	"hits" integer DEFAULT 0 NOT NULL,
	"first_hit_at" timestamp with time zone,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_links_kind_check" CHECK ("tracking_links"."kind" in ('click', 'open'))
);
--> statement-breakpoint
CREATE TABLE "voicemails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"credential_id" uuid,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"forward_number" text,
	"duration_ms" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"webhook_id" uuid,
	"url" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"status_code" integer,
	"duration_ms" integer,
	"response_body" text,
	"error" text,
	"idempotency_key" text,
	"replay_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivering', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_step_secrets" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"update_types" jsonb NOT NULL,
	"workflow_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_credentials" (
	"workflow_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workflow_credentials_workflow_id_credential_id_pk" PRIMARY KEY("workflow_id","credential_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"key" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"wait_days" integer DEFAULT 0 NOT NULL,
	"wait_hours" integer DEFAULT 0 NOT NULL,
	"subject" text,
	"text" text,
	"email_type" text,
	"thread" boolean DEFAULT false NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"is_ai_message" boolean DEFAULT false NOT NULL,
	"video_id" uuid,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"positive_key" text,
	"negative_key" text,
	"added_in_revision" integer DEFAULT 1 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "sequence_type" text DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "is_existing_people" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "is_include_talked_before" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "is_only_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "is_link_tracking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "is_open_tracking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "is_ai_targeting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "ai_targeting_settings" jsonb;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "is_ai_employee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "ai_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "custom_domain_id" uuid;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "connection_daily_limit" integer;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "sequences_nodes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_tasks" ADD CONSTRAINT "automation_tasks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_tasks" ADD CONSTRAINT "automation_tasks_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_tasks" ADD CONSTRAINT "automation_tasks_step_execution_id_step_executions_id_fk" FOREIGN KEY ("step_execution_id") REFERENCES "public"."step_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_tasks" ADD CONSTRAINT "automation_tasks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_tasks" ADD CONSTRAINT "automation_tasks_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pushes" ADD CONSTRAINT "crm_pushes_step_execution_id_step_executions_id_fk" FOREIGN KEY ("step_execution_id") REFERENCES "public"."step_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_inbound" ADD CONSTRAINT "sandbox_inbound_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_inbound" ADD CONSTRAINT "sandbox_inbound_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_inbound" ADD CONSTRAINT "sandbox_inbound_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_inbound" ADD CONSTRAINT "sandbox_inbound_task_id_automation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."automation_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_step_execution_id_step_executions_id_fk" FOREIGN KEY ("step_execution_id") REFERENCES "public"."step_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogs" ADD CONSTRAINT "dialogs_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogs" ADD CONSTRAINT "dialogs_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialogs" ADD CONSTRAINT "dialogs_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD CONSTRAINT "campaign_prospects_previous_credential_id_credentials_id_fk" FOREIGN KEY ("previous_credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_health" ADD CONSTRAINT "sender_health_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_health" ADD CONSTRAINT "sender_health_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_executions" ADD CONSTRAINT "step_executions_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_executions" ADD CONSTRAINT "step_executions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_executions" ADD CONSTRAINT "step_executions_campaign_prospect_id_campaign_prospects_id_fk" FOREIGN KEY ("campaign_prospect_id") REFERENCES "public"."campaign_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_executions" ADD CONSTRAINT "step_executions_step_id_workflow_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_executions" ADD CONSTRAINT "step_executions_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_enrichments" ADD CONSTRAINT "finder_enrichments_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_enrichments" ADD CONSTRAINT "finder_enrichments_person_id_finder_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."finder_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finder_enrichments" ADD CONSTRAINT "finder_enrichments_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_labels" ADD CONSTRAINT "prospect_labels_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_labels" ADD CONSTRAINT "prospect_labels_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_labels" ADD CONSTRAINT "prospect_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_notes" ADD CONSTRAINT "prospect_notes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_notes" ADD CONSTRAINT "prospect_notes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_notes" ADD CONSTRAINT "prospect_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_uploads" ADD CONSTRAINT "csv_uploads_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_uploads" ADD CONSTRAINT "csv_uploads_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_uploads" ADD CONSTRAINT "csv_uploads_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_uploads" ADD CONSTRAINT "csv_uploads_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_domains" ADD CONSTRAINT "tracking_domains_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemails" ADD CONSTRAINT "voicemails_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemails" ADD CONSTRAINT "voicemails_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_step_secrets" ADD CONSTRAINT "webhook_step_secrets_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_credentials" ADD CONSTRAINT "workflow_credentials_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_credentials" ADD CONSTRAINT "workflow_credentials_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_credentials" ADD CONSTRAINT "workflow_credentials_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_tasks_claim_idx" ON "automation_tasks" USING btree ("credential_id","status","created_at");--> statement-breakpoint
CREATE INDEX "automation_tasks_lease_idx" ON "automation_tasks" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "automation_tasks_space_idx" ON "automation_tasks" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_tasks_live_execution_unique" ON "automation_tasks" USING btree ("step_execution_id") WHERE "automation_tasks"."status" in ('queued', 'claimed');--> statement-breakpoint
CREATE INDEX "automation_tasks_execution_idx" ON "automation_tasks" USING btree ("step_execution_id");--> statement-breakpoint
CREATE INDEX "crm_pushes_space_status_idx" ON "crm_pushes" USING btree ("space_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_pushes_step_execution_unique" ON "crm_pushes" USING btree ("step_execution_id");--> statement-breakpoint
CREATE INDEX "sandbox_inbound_due_idx" ON "sandbox_inbound" USING btree ("delivered_at","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_inbound_task_kind_unique" ON "sandbox_inbound" USING btree ("task_id","kind");--> statement-breakpoint
CREATE INDEX "tasks_space_status_due_idx" ON "tasks" USING btree ("space_id","status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_step_execution_unique" ON "tasks" USING btree ("step_execution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dialogs_space_credential_prospect_unique" ON "dialogs" USING btree ("space_id","credential_id","prospect_id");--> statement-breakpoint
CREATE INDEX "dialogs_space_last_message_idx" ON "dialogs" USING btree ("space_id","last_message_at");--> statement-breakpoint
CREATE INDEX "dialogs_credential_unread_idx" ON "dialogs" USING btree ("credential_id","is_unread");--> statement-breakpoint
CREATE INDEX "messages_dialog_sent_idx" ON "messages" USING btree ("dialog_id","sent_at");--> statement-breakpoint
CREATE INDEX "messages_space_message_id_idx" ON "messages" USING btree ("space_id","message_id_header");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_prospects_workflow_prospect_unique" ON "campaign_prospects" USING btree ("workflow_id","prospect_id");--> statement-breakpoint
CREATE INDEX "campaign_prospects_due_idx" ON "campaign_prospects" USING btree ("state","next_step_at");--> statement-breakpoint
CREATE INDEX "campaign_prospects_workflow_state_idx" ON "campaign_prospects" USING btree ("workflow_id","state");--> statement-breakpoint
CREATE INDEX "campaign_prospects_prospect_idx" ON "campaign_prospects" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "campaign_prospects_credential_idx" ON "campaign_prospects" USING btree ("credential_id","state");--> statement-breakpoint
CREATE INDEX "campaign_prospects_space_idx" ON "campaign_prospects" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "step_executions_idempotency_unique" ON "step_executions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "step_executions_credential_kind_finished_idx" ON "step_executions" USING btree ("credential_id","action_kind","finished_at");--> statement-breakpoint
CREATE INDEX "step_executions_credential_kind_scheduled_idx" ON "step_executions" USING btree ("credential_id","action_kind","scheduled_at");--> statement-breakpoint
CREATE INDEX "step_executions_campaign_prospect_idx" ON "step_executions" USING btree ("campaign_prospect_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "step_executions_workflow_idx" ON "step_executions" USING btree ("workflow_id","finished_at");--> statement-breakpoint
CREATE INDEX "step_executions_space_idx" ON "step_executions" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "finder_enrichments_space_person_idx" ON "finder_enrichments" USING btree ("space_id","person_id");--> statement-breakpoint
CREATE INDEX "finder_people_name_idx" ON "finder_people" USING btree (lower("full_name"));--> statement-breakpoint
CREATE INDEX "finder_people_company_idx" ON "finder_people" USING btree ("company_name");--> statement-breakpoint
CREATE UNIQUE INDEX "email_suppressions_space_email_unique" ON "email_suppressions" USING btree ("space_id","email");--> statement-breakpoint
CREATE INDEX "integrations_space_idx" ON "integrations" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "integrations_credential_status_idx" ON "integrations" USING btree ("credential_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_space_type_name_unique" ON "labels" USING btree ("space_id","type",lower("name"));--> statement-breakpoint
CREATE INDEX "labels_space_order_idx" ON "labels" USING btree ("space_id","display_order");--> statement-breakpoint
CREATE INDEX "prospect_labels_label_idx" ON "prospect_labels" USING btree ("label_id","prospect_id");--> statement-breakpoint
CREATE INDEX "prospect_notes_prospect_idx" ON "prospect_notes" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE INDEX "prospects_space_created_idx" ON "prospects" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_space_profile_key_unique" ON "prospects" USING btree ("space_id","profile_key");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_space_email_key_unique" ON "prospects" USING btree ("space_id","email_key");--> statement-breakpoint
CREATE INDEX "prospects_space_name_idx" ON "prospects" USING btree ("space_id",lower("full_name"));--> statement-breakpoint
CREATE INDEX "prospects_space_lifecycle_created_idx" ON "prospects" USING btree ("space_id","lifecycle","created_at");--> statement-breakpoint
CREATE INDEX "csv_uploads_space_idx" ON "csv_uploads" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "csv_uploads_space_filename_unique" ON "csv_uploads" USING btree ("space_id","filename");--> statement-breakpoint
CREATE INDEX "searches_workflow_idx" ON "searches" USING btree ("workflow_id","created_at");--> statement-breakpoint
CREATE INDEX "searches_space_idx" ON "searches" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "searches_workflow_url_unique" ON "searches" USING btree ("workflow_id","link_type","url");--> statement-breakpoint
CREATE INDEX "signatures_credential_idx" ON "signatures" USING btree ("credential_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_one_default_unique" ON "signatures" USING btree ("credential_id") WHERE "signatures"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_domains_space_host_unique" ON "tracking_domains" USING btree ("space_id","host");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_domains_one_link_default_unique" ON "tracking_domains" USING btree ("space_id") WHERE "tracking_domains"."is_default_for_link_tracking";--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_domains_one_video_default_unique" ON "tracking_domains" USING btree ("space_id") WHERE "tracking_domains"."is_default_for_video_scenario";--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_unique" ON "tracking_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "tracking_links_execution_idx" ON "tracking_links" USING btree ("execution_id");--> statement-breakpoint
CREATE INDEX "tracking_links_space_idx" ON "tracking_links" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "voicemails_space_created_idx" ON "voicemails" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_idempotency_unique" ON "webhook_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "webhooks_space_idx" ON "webhooks" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_credentials_space_idx" ON "workflow_credentials" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "workflow_credentials_credential_idx" ON "workflow_credentials" USING btree ("credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_steps_workflow_key_unique" ON "workflow_steps" USING btree ("workflow_id","key");--> statement-breakpoint
CREATE INDEX "workflow_steps_workflow_number_idx" ON "workflow_steps" USING btree ("workflow_id","number");--> statement-breakpoint
CREATE INDEX "workflow_steps_space_idx" ON "workflow_steps" USING btree ("space_id");