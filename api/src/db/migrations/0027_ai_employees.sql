CREATE TABLE "ai_employee_bindings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_employee_daily_stats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"emails_sent" integer DEFAULT 0 NOT NULL,
	"messages_sent" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"meetings_booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_employee_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_employees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"creator_id" uuid,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"targeting" jsonb NOT NULL,
	"messaging_settings" jsonb NOT NULL,
	"generate_campaigns" jsonb,
	"calendly_event" text,
	"calendly_user" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_employee_bindings" ADD CONSTRAINT "ai_employee_bindings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_bindings" ADD CONSTRAINT "ai_employee_bindings_employee_id_ai_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."ai_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_bindings" ADD CONSTRAINT "ai_employee_bindings_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_bindings" ADD CONSTRAINT "ai_employee_bindings_profile_id_ai_employee_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ai_employee_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_daily_stats" ADD CONSTRAINT "ai_employee_daily_stats_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employee_daily_stats" ADD CONSTRAINT "ai_employee_daily_stats_employee_id_ai_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."ai_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employees" ADD CONSTRAINT "ai_employees_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employees" ADD CONSTRAINT "ai_employees_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_employees" ADD CONSTRAINT "ai_employees_profile_id_ai_employee_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ai_employee_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_employee_bindings_credential_unique" ON "ai_employee_bindings" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "ai_employee_bindings_employee_idx" ON "ai_employee_bindings" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_employee_daily_stats_employee_day_unique" ON "ai_employee_daily_stats" USING btree ("employee_id","day");--> statement-breakpoint
CREATE INDEX "ai_employees_space_created_idx" ON "ai_employees" USING btree ("space_id","created_at");--> statement-breakpoint
INSERT INTO "ai_employee_profiles" ("id", "name", "photo", "description", "position") VALUES
  ('ava-mitchell', 'Ava Mitchell', NULL, 'Sales development representative: warm, concise, asks one clear question.', 1),
  ('liam-carter', 'Liam Carter', NULL, 'Account executive: direct and practical, leads with outcomes.', 2),
  ('sofia-ramirez', 'Sofia Ramirez', NULL, 'Business development manager: curious, builds rapport before the ask.', 3),
  ('noah-bennett', 'Noah Bennett', NULL, 'Growth specialist: data-minded, backs claims with numbers.', 4),
  ('mia-thompson', 'Mia Thompson', NULL, 'Customer success lead: empathetic, focuses on the prospect''s problem.', 5),
  ('ethan-brooks', 'Ethan Brooks', NULL, 'Partnerships manager: collaborative, proposes a next step.', 6),
  ('chloe-nguyen', 'Chloe Nguyen', NULL, 'Recruiter: friendly and clear about the role and the next step.', 7),
  ('lucas-fischer', 'Lucas Fischer', NULL, 'Solutions consultant: technical, explains how it works in plain words.', 8)
ON CONFLICT ("id") DO NOTHING;
