CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_codes_purpose_check" CHECK ("auth_codes"."purpose" in ('activation', 'restore'))
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"space_id" uuid,
	"state" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_grants_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_blacklist" (
	"credential_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "credential_blacklist_credential_id_position_pk" PRIMARY KEY("credential_id","position")
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"photo_link" text,
	"status" text DEFAULT 'active' NOT NULL,
	"account_type" text DEFAULT 'basic' NOT NULL,
	"automation_type" text DEFAULT 'cloud' NOT NULL,
	"country_code" text,
	"password_encrypted" text,
	"proxy_type" text DEFAULT 'basic' NOT NULL,
	"custom_proxy" jsonb,
	"no_proxy" boolean DEFAULT false NOT NULL,
	"timezone" text NOT NULL,
	"work_hours_start" integer DEFAULT 9 NOT NULL,
	"work_hours_end" integer DEFAULT 18 NOT NULL,
	"use_browser" boolean DEFAULT false NOT NULL,
	"cookies_encrypted" text,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"activity_dict" jsonb,
	"wait_for_authorization" boolean DEFAULT false NOT NULL,
	"hibernated_at" timestamp with time zone,
	"connect_limited_at" timestamp with time zone,
	"inmail_limited_at" timestamp with time zone,
	"login_limited_at" timestamp with time zone,
	"sales_error" text,
	"required_subscriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required_actions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required_2fa" text,
	"two_factor" jsonb,
	"setting_proxy" jsonb,
	"proxy_refreshed_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auth_status" jsonb DEFAULT '{"security_code":null,"phone":null,"challenged_at":null,"hard_challenge_count":0,"must_change_password":false,"wrong_password":false,"logged_in_at":null}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_status_check" CHECK ("credentials"."status" in ('active', 'invalid', 'inactive', 'blocked', 'deleted')),
	CONSTRAINT "credentials_automation_type_check" CHECK ("credentials"."automation_type" in ('cloud', 'extension')),
	CONSTRAINT "credentials_proxy_type_check" CHECK ("credentials"."proxy_type" in ('basic', 'residential')),
	CONSTRAINT "credentials_work_hours_check" CHECK ("credentials"."work_hours_start" >= 0 and "credentials"."work_hours_end" <= 24 and "credentials"."work_hours_start" < "credentials"."work_hours_end"),
	CONSTRAINT "credentials_username_trimmed_check" CHECK ("credentials"."username" = btrim("credentials"."username"))
);
--> statement-breakpoint
CREATE TABLE "code_invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"code" text NOT NULL,
	"allowed_pages" jsonb,
	"credentials_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"allowed_pages" jsonb,
	"credentials_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_by" uuid,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_invites_state_check" CHECK ("email_invites"."state" in ('sent', 'resent', 'revoked', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sequence" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_owner_kind_check" CHECK ("photos"."owner_kind" in ('space', 'user'))
);
--> statement-breakpoint
CREATE TABLE "crm_suggestions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"suggestion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_credit_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"credit_type" text DEFAULT 'default' NOT NULL,
	"comment" text,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spaces" DROP CONSTRAINT "spaces_status_check";--> statement-breakpoint
ALTER TABLE "space_members" ADD COLUMN "allowed_pages" jsonb;--> statement-breakpoint
ALTER TABLE "space_members" ADD COLUMN "available_credentials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "total_seats" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "cloud_seats" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "extension_seats" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "promotekit_referral" text;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "sign_up_settings" jsonb;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "brand" text DEFAULT 'reachly' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "track_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "manual_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_grants" ADD CONSTRAINT "oauth_grants_client_id_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_grants" ADD CONSTRAINT "oauth_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_grants" ADD CONSTRAINT "oauth_grants_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_blacklist" ADD CONSTRAINT "credential_blacklist_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_blacklist" ADD CONSTRAINT "credential_blacklist_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_invites" ADD CONSTRAINT "code_invites_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_invites" ADD CONSTRAINT "code_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_invites" ADD CONSTRAINT "email_invites_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_invites" ADD CONSTRAINT "email_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_invites" ADD CONSTRAINT "email_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_suggestions" ADD CONSTRAINT "crm_suggestions_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_suggestions" ADD CONSTRAINT "crm_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_credit_grants" ADD CONSTRAINT "space_credit_grants_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_credit_grants" ADD CONSTRAINT "space_credit_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_user_purpose_idx" ON "auth_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "oauth_grants_user_idx" ON "oauth_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_ip_idx" ON "sign_in_attempts" USING btree ("email","ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_idx" ON "sign_in_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_attempted_at_idx" ON "sign_in_attempts" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "credential_blacklist_space_idx" ON "credential_blacklist" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "credentials_space_idx" ON "credentials" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_space_username_unique" ON "credentials" USING btree ("space_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "code_invites_code_unique" ON "code_invites" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "code_invites_live_space_unique" ON "code_invites" USING btree ("space_id") WHERE "code_invites"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_invites_token_hash_unique" ON "email_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_invites_space_idx" ON "email_invites" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_at_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"),"sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_owner_unique" ON "photos" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "crm_suggestions_space_idx" ON "crm_suggestions" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "space_credit_grants_space_idx" ON "space_credit_grants" USING btree ("space_id","created_at");--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_status_check" CHECK ("spaces"."status" in ('active', 'blocked', 'deleted'));