ALTER TABLE "dialer_calls" ADD COLUMN "carrier_call_id" text;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD COLUMN "step_execution_id" uuid;--> statement-breakpoint
ALTER TABLE "dialer_voicemail_drops" ADD CONSTRAINT "dialer_voicemail_drops_step_execution_id_step_executions_id_fk" FOREIGN KEY ("step_execution_id") REFERENCES "public"."step_executions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dialer_calls_carrier_call_unique" ON "dialer_calls" USING btree ("carrier_call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dialer_voicemail_drops_execution_unique" ON "dialer_voicemail_drops" USING btree ("step_execution_id");