CREATE TABLE "magic_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'building' NOT NULL,
	"error" text,
	"objective" jsonb NOT NULL,
	"cases_study" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credential_id" uuid,
	"employee_id" uuid,
	"requested_by" uuid,
	"credits" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" uuid,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magic_campaigns_state_check" CHECK ("magic_campaigns"."state" in ('building', 'built', 'failed')),
	CONSTRAINT "magic_campaigns_kind_check" CHECK ("magic_campaigns"."kind" in ('linkedin', 'email', 'linkedin_email', 'linkedin_email_dialer'))
);
--> statement-breakpoint
ALTER TABLE "magic_campaigns" ADD CONSTRAINT "magic_campaigns_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_campaigns" ADD CONSTRAINT "magic_campaigns_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_campaigns" ADD CONSTRAINT "magic_campaigns_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "magic_campaigns_workflow_unique" ON "magic_campaigns" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "magic_campaigns_building_idx" ON "magic_campaigns" USING btree ("claimed_until") WHERE "magic_campaigns"."state" = 'building';--> statement-breakpoint
CREATE INDEX "magic_campaigns_space_idx" ON "magic_campaigns" USING btree ("space_id","created_at");