CREATE TABLE "company_researches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"host_name" text NOT NULL,
	"objective" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"summary" text,
	"details" jsonb,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_researches_status_check" CHECK ("company_researches"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "company_researches" ADD CONSTRAINT "company_researches_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_researches" ADD CONSTRAINT "company_researches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_researches_space_created_idx" ON "company_researches" USING btree ("space_id","created_at");