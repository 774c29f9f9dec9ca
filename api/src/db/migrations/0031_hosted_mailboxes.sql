CREATE TABLE "hosted_mailboxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"local_part" text NOT NULL,
	"address" text NOT NULL,
	"from_name" text NOT NULL,
	"credential_id" uuid,
	"integration_id" uuid,
	"host" text NOT NULL,
	"price" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_mailboxes_host_check" CHECK ("hosted_mailboxes"."host" in ('sandbox', 'postfix'))
);
--> statement-breakpoint
CREATE TABLE "mail_host_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_host_users" (
	"email" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"password" text NOT NULL,
	"maildir" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosted_mailboxes" ADD CONSTRAINT "hosted_mailboxes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_mailboxes" ADD CONSTRAINT "hosted_mailboxes_domain_id_sending_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."sending_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_mailboxes" ADD CONSTRAINT "hosted_mailboxes_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_mailboxes" ADD CONSTRAINT "hosted_mailboxes_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_mailboxes" ADD CONSTRAINT "hosted_mailboxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_host_users" ADD CONSTRAINT "mail_host_users_domain_mail_host_domains_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."mail_host_domains"("domain") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_mailboxes_address_unique" ON "hosted_mailboxes" USING btree ("address");--> statement-breakpoint
CREATE INDEX "hosted_mailboxes_space_idx" ON "hosted_mailboxes" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "hosted_mailboxes_domain_idx" ON "hosted_mailboxes" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "mail_host_users_domain_idx" ON "mail_host_users" USING btree ("domain");