CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"brand" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assigned_count" integer DEFAULT 0 NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managers_type_check" CHECK ("managers"."type" in ('sales', 'success'))
);
--> statement-breakpoint
CREATE TABLE "prepaid_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"email" text NOT NULL,
	"stripe_customer" text NOT NULL,
	"currency" text NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"space_id" uuid,
	"applied_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabels" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"settings" jsonb NOT NULL,
	"owner_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"health_index" jsonb DEFAULT '{"rules":[],"notifications":{"enabled":false,"threshold":0,"emails":[]}}'::jsonb NOT NULL,
	"price_floor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "whitelabels_status_check" CHECK ("whitelabels"."status" in ('active', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "sales_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "success_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "admin_labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "admin_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "is_unlimited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "li_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "health_index" integer;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "health_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_super_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD CONSTRAINT "prepaid_customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_brand_idx" ON "admin_audit_log" USING btree ("brand","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_brand_type_name_unique" ON "managers" USING btree ("brand","type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_customers_email_unique" ON "prepaid_customers" USING btree ("brand","email");--> statement-breakpoint
CREATE INDEX "prepaid_customers_created_idx" ON "prepaid_customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "whitelabels_owner_emails_idx" ON "whitelabels" USING gin ("owner_emails");--> statement-breakpoint
CREATE INDEX "spaces_brand_created_idx" ON "spaces" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "spaces_created_idx" ON "spaces" USING btree ("created_at");