CREATE TABLE "sign_in_known_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_known_addresses_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE TABLE "billing_checkouts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price_id" uuid,
	"credits" integer,
	"amount_cents" integer,
	"currency" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_impersonations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"state_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"space_id" uuid,
	"user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "whitelabels" ADD COLUMN "email_verified_domain" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_price_id_billing_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."billing_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_impersonations" ADD CONSTRAINT "admin_impersonations_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_impersonations" ADD CONSTRAINT "admin_impersonations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_known_addresses_last_success_idx" ON "sign_in_known_addresses" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "billing_checkouts_space_idx" ON "billing_checkouts" USING btree ("space_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_impersonations_open_idx" ON "admin_impersonations" USING btree ("admin_id","space_id") WHERE "admin_impersonations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "admin_impersonations_admin_idx" ON "admin_impersonations" USING btree ("admin_id","started_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_new_email_check" CHECK (("auth_codes"."purpose" = 'email_change') = ("auth_codes"."new_email" is not null));--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_purpose_check" CHECK ("auth_codes"."purpose" in ('activation', 'restore', 'email_change'));