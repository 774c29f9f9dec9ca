CREATE TABLE "dialer_accounts" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"activated_by" uuid,
	"activated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialer_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"phone_id" uuid,
	"user_id" uuid,
	"credential_id" uuid,
	"prospect_id" uuid,
	"direction" text NOT NULL,
	"result" text NOT NULL,
	"phone_number" text NOT NULL,
	"prospect_phone_number" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"record_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialer_calls_direction_check" CHECK ("dialer_calls"."direction" in ('incoming', 'outgoing')),
	CONSTRAINT "dialer_calls_result_check" CHECK ("dialer_calls"."result" in ('answered', 'no_answer', 'busy', 'failed', 'voicemail'))
);
--> statement-breakpoint
CREATE TABLE "dialer_login_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialer_phones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid,
	"number" text NOT NULL,
	"carrier_id" text NOT NULL,
	"category" text NOT NULL,
	"country_code" text NOT NULL,
	"region_id" text NOT NULL,
	"region_name" text NOT NULL,
	"state_name" text,
	"is_sms_supported" boolean NOT NULL,
	"monthly_price" integer NOT NULL,
	"installation_price" integer NOT NULL,
	"number_to_redirect" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notice" text,
	"next_charge_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialer_phones_category_check" CHECK ("dialer_phones"."category" in ('local', 'mobile', 'toll_free')),
	CONSTRAINT "dialer_phones_status_check" CHECK ("dialer_phones"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "dialer_voicemail_drops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"prospect_id" uuid,
	"phone_id" uuid,
	"user_id" uuid,
	"credential_id" uuid,
	"audio_id" uuid,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"note" text,
	"credits" integer NOT NULL,
	"carrier_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dialer_accounts" ADD CONSTRAINT "dialer_accounts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_accounts" ADD CONSTRAINT "dialer_accounts_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD CONSTRAINT "dialer_calls_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD CONSTRAINT "dialer_calls_phone_id_dialer_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."dialer_phones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD CONSTRAINT "dialer_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD CONSTRAINT "dialer_calls_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD CONSTRAINT "dialer_calls_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_login_keys" ADD CONSTRAINT "dialer_login_keys_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_login_keys" ADD CONSTRAINT "dialer_login_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_phones" ADD CONSTRAINT "dialer_phones_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_phones" ADD CONSTRAINT "dialer_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD CONSTRAINT "dialer_voicemail_drops_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD CONSTRAINT "dialer_voicemail_drops_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD CONSTRAINT "dialer_voicemail_drops_phone_id_dialer_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."dialer_phones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD CONSTRAINT "dialer_voicemail_drops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD CONSTRAINT "dialer_voicemail_drops_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD CONSTRAINT "dialer_voicemail_drops_audio_id_voicemails_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."voicemails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialer_calls_space_start_idx" ON "dialer_calls" USING btree ("space_id","start_date");--> statement-breakpoint
CREATE INDEX "dialer_calls_phone_start_idx" ON "dialer_calls" USING btree ("phone_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dialer_login_keys_key_unique" ON "dialer_login_keys" USING btree ("key");--> statement-breakpoint
CREATE INDEX "dialer_login_keys_expires_idx" ON "dialer_login_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dialer_phones_number_unique" ON "dialer_phones" USING btree ("number");--> statement-breakpoint
CREATE INDEX "dialer_phones_space_idx" ON "dialer_phones" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "dialer_phones_next_charge_idx" ON "dialer_phones" USING btree ("next_charge_at");--> statement-breakpoint
CREATE INDEX "dialer_voicemail_drops_to_idx" ON "dialer_voicemail_drops" USING btree ("space_id","to_number","created_at");