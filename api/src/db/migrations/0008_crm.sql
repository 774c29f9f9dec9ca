CREATE TABLE "crm_deals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"prospect_id" uuid,
	"name" text NOT NULL,
	"amount" numeric(14, 2),
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"owner_id" uuid,
	"probability" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"workflow_id" uuid,
	"crm_push_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_deals_amount_check" CHECK ("crm_deals"."amount" is null or "crm_deals"."amount" >= 0),
	CONSTRAINT "crm_deals_status_check" CHECK ("crm_deals"."status" in ('open', 'won', 'lost', 'deleted')),
	CONSTRAINT "crm_deals_probability_check" CHECK ("crm_deals"."probability" is null or "crm_deals"."probability" between 0 and 100),
	CONSTRAINT "crm_deals_name_length_check" CHECK (char_length("crm_deals"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "crm_pipelines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_pipelines_name_length_check" CHECK (char_length("crm_pipelines"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "crm_stages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"probability" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_stages_probability_check" CHECK ("crm_stages"."probability" between 1 and 100),
	CONSTRAINT "crm_stages_name_length_check" CHECK (char_length("crm_stages"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_pipeline_id_crm_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."crm_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_stage_id_crm_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."crm_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pipelines" ADD CONSTRAINT "crm_pipelines_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_stages" ADD CONSTRAINT "crm_stages_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_stages" ADD CONSTRAINT "crm_stages_pipeline_id_crm_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."crm_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deals_stage_position_idx" ON "crm_deals" USING btree ("stage_id","position");--> statement-breakpoint
CREATE INDEX "crm_deals_space_prospect_idx" ON "crm_deals" USING btree ("space_id","prospect_id");--> statement-breakpoint
CREATE INDEX "crm_deals_pipeline_idx" ON "crm_deals" USING btree ("pipeline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_deals_push_unique" ON "crm_deals" USING btree ("crm_push_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_pipelines_space_name_unique" ON "crm_pipelines" USING btree ("space_id",lower("name"));--> statement-breakpoint
CREATE INDEX "crm_pipelines_space_position_idx" ON "crm_pipelines" USING btree ("space_id","position");--> statement-breakpoint
CREATE INDEX "crm_stages_pipeline_position_idx" ON "crm_stages" USING btree ("pipeline_id","position");--> statement-breakpoint
CREATE INDEX "crm_stages_space_idx" ON "crm_stages" USING btree ("space_id");