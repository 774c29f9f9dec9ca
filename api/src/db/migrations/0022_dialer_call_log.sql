CREATE TABLE "dialer_call_recordings" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialer_call_recordings_type_check" CHECK ("dialer_call_recordings"."content_type" in ('audio/webm', 'audio/ogg', 'audio/wav', 'audio/mpeg'))
);
--> statement-breakpoint
ALTER TABLE "dialer_calls" DROP CONSTRAINT "dialer_calls_result_check";--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD COLUMN "disposition" text;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD COLUMN "credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dialer_call_recordings" ADD CONSTRAINT "dialer_call_recordings_call_id_dialer_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."dialer_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_call_recordings" ADD CONSTRAINT "dialer_call_recordings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialer_call_recordings_space_idx" ON "dialer_call_recordings" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "dialer_calls_prospect_idx" ON "dialer_calls" USING btree ("space_id","prospect_id");--> statement-breakpoint
ALTER TABLE "dialer_calls" ADD CONSTRAINT "dialer_calls_result_check" CHECK ("dialer_calls"."result" in ('answered', 'no_answer', 'busy', 'failed', 'voicemail', 'in_progress'));