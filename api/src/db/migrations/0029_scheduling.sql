CREATE TABLE "scheduling_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"invitee_uri" text NOT NULL,
	"invitee_email" text NOT NULL,
	"invitee_name" text,
	"event_type_uri" text,
	"event_name" text,
	"starts_at" timestamp with time zone,
	"status" text DEFAULT 'booked' NOT NULL,
	"prospect_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduling_bookings_status_check" CHECK ("scheduling_bookings"."status" in ('booked', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "scheduling_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" uuid,
	"status" text DEFAULT 'connected' NOT NULL,
	"external_user_uri" text NOT NULL,
	"organization_uri" text,
	"name" text NOT NULL,
	"email" text,
	"avatar_url" text,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"webhook_uri" text,
	"webhook_signing_key" text NOT NULL,
	"last_error" text,
	"event_types_loaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduling_connections_status_check" CHECK ("scheduling_connections"."status" in ('connected', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "scheduling_event_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"external_uri" text NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer,
	"scheduling_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduling_bookings" ADD CONSTRAINT "scheduling_bookings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_bookings" ADD CONSTRAINT "scheduling_bookings_connection_id_scheduling_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."scheduling_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_bookings" ADD CONSTRAINT "scheduling_bookings_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_connections" ADD CONSTRAINT "scheduling_connections_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_connections" ADD CONSTRAINT "scheduling_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_connections" ADD CONSTRAINT "scheduling_connections_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_event_types" ADD CONSTRAINT "scheduling_event_types_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_event_types" ADD CONSTRAINT "scheduling_event_types_connection_id_scheduling_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."scheduling_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_bookings_invitee_unique" ON "scheduling_bookings" USING btree ("connection_id","invitee_uri");--> statement-breakpoint
CREATE INDEX "scheduling_bookings_space_created_idx" ON "scheduling_bookings" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_connections_space_user_unique" ON "scheduling_connections" USING btree ("space_id","user_id");--> statement-breakpoint
CREATE INDEX "scheduling_connections_external_user_idx" ON "scheduling_connections" USING btree ("space_id","external_user_uri");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_event_types_connection_uri_unique" ON "scheduling_event_types" USING btree ("connection_id","external_uri");