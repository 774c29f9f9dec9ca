CREATE TABLE "ai_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"dialog_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"credential_id" uuid,
	"status" text NOT NULL,
	"reason" text,
	"classification" jsonb,
	"follow_ups_done" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"draft" text,
	"draft_kind" text,
	"last_inbound_message_id" uuid,
	"last_sent_message_id" uuid,
	"last_sent_at" timestamp with time zone,
	"task_id" uuid,
	"lease_until" timestamp with time zone,
	"meeting_booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_conversations_status_check" CHECK ("ai_conversations"."status" in ('generating_reply', 'waiting_to_send_reply', 'waiting_for_follow_up', 'generating_follow_up', 'waiting_to_send_follow_up', 'waiting_for_approve', 'waiting_for_reply', 'waiting_for_reply_hard_no', 'waiting_for_reply_out_of_office', 'meeting_booked', 'disabled', 'calendly_event_disconnected'))
);
--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_employee_id_ai_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."ai_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_conversations_dialog_unique" ON "ai_conversations" USING btree ("dialog_id");--> statement-breakpoint
CREATE INDEX "ai_conversations_due_idx" ON "ai_conversations" USING btree ("status","next_at");--> statement-breakpoint
CREATE INDEX "ai_conversations_employee_status_idx" ON "ai_conversations" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "ai_conversations_space_prospect_idx" ON "ai_conversations" USING btree ("space_id","prospect_id");