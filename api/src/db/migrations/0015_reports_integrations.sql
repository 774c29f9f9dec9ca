CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"auth_kind" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_by" uuid,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_platform_check" CHECK ("crm_connections"."platform" in ('hubspot', 'pipedrive')),
	CONSTRAINT "crm_connections_status_check" CHECK ("crm_connections"."status" in ('connected', 'expired', 'disconnected'))
);
--> statement-breakpoint
CREATE TABLE "crm_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"local_type" text NOT NULL,
	"local_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"dialog_id" uuid NOT NULL,
	"user_id" uuid,
	"body" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_label_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_event_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prospect_id" uuid,
	"workflow_id" uuid,
	"credential_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_campaign_hours" (
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"series" text NOT NULL,
	"workflow_id" uuid,
	"credential_id" uuid,
	"user_id" uuid,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_campaign_hours_key" UNIQUE NULLS NOT DISTINCT("space_id","day","hour","series","workflow_id","credential_id","user_id"),
	CONSTRAINT "report_campaign_hours_hour_check" CHECK ("report_campaign_hours"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "report_daily" (
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"series" text NOT NULL,
	"workflow_id" uuid,
	"credential_id" uuid,
	"user_id" uuid,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_key" UNIQUE NULLS NOT DISTINCT("space_id","day","series","workflow_id","credential_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"series" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_hours_key" UNIQUE NULLS NOT DISTINCT("space_id","day","hour","series"),
	CONSTRAINT "report_hours_hour_check" CHECK ("report_hours"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "report_steps" (
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"series" text NOT NULL,
	"workflow_id" uuid,
	"step_id" uuid,
	"credential_id" uuid,
	"user_id" uuid,
	"variant" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_steps_key" UNIQUE NULLS NOT DISTINCT("space_id","day","series","workflow_id","step_id","credential_id","user_id","variant")
);
--> statement-breakpoint
ALTER TABLE "campaign_prospects" ADD COLUMN "report_flags" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_label_rules" ADD CONSTRAINT "auto_label_rules_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_label_rules" ADD CONSTRAINT "auto_label_rules_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_label_rules" ADD CONSTRAINT "auto_label_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_event_log" ADD CONSTRAINT "outreach_event_log_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_campaign_hours" ADD CONSTRAINT "report_campaign_hours_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_campaign_hours" ADD CONSTRAINT "report_campaign_hours_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_campaign_hours" ADD CONSTRAINT "report_campaign_hours_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_campaign_hours" ADD CONSTRAINT "report_campaign_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_hours" ADD CONSTRAINT "report_hours_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_steps" ADD CONSTRAINT "report_steps_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_steps" ADD CONSTRAINT "report_steps_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_steps" ADD CONSTRAINT "report_steps_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_steps" ADD CONSTRAINT "report_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_space_platform_unique" ON "crm_connections" USING btree ("space_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_links_local_unique" ON "crm_links" USING btree ("space_id","platform","local_type","local_id");--> statement-breakpoint
CREATE INDEX "crm_links_remote_idx" ON "crm_links" USING btree ("space_id","platform","local_type","remote_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_due_idx" ON "scheduled_messages" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "scheduled_messages_dialog_idx" ON "scheduled_messages" USING btree ("dialog_id","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_label_rules_space_label_kind_unique" ON "auto_label_rules" USING btree ("space_id","label_id","kind");--> statement-breakpoint
CREATE INDEX "outreach_event_log_space_at_idx" ON "outreach_event_log" USING btree ("space_id","at");--> statement-breakpoint
CREATE INDEX "outreach_event_log_space_name_at_idx" ON "outreach_event_log" USING btree ("space_id","name","at");--> statement-breakpoint
CREATE INDEX "report_campaign_hours_workflow_day_idx" ON "report_campaign_hours" USING btree ("workflow_id","day");--> statement-breakpoint
CREATE INDEX "report_campaign_hours_credential_day_idx" ON "report_campaign_hours" USING btree ("credential_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_workflow_day_idx" ON "report_daily" USING btree ("workflow_id","day");--> statement-breakpoint
CREATE INDEX "report_steps_workflow_day_idx" ON "report_steps" USING btree ("workflow_id","day");--> statement-breakpoint
CREATE INDEX "campaign_prospects_space_prospect_idx" ON "campaign_prospects" USING btree ("space_id","prospect_id","created_at","id");--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_source_check" CHECK ("webhooks"."source" in ('app', 'zapier'));--> statement-breakpoint
-- Reports rollups (issue 15 item 2, docs/decisions.md "Reports rollups"): report_daily,
-- report_steps, report_hours and report_campaign_hours are kept by the triggers below (each event is
-- added to all four by report_count_add), in the transaction of the row that records the event, and
-- filled from the rows that exist already. report_counts_recompute() is the one definition of every
-- series from the rows (each event with all its dimensions): report_rollups_rebuild() fills the
-- four from it, and a test compares them with what the triggers kept.
-- Rows are history: deleting a row (a cascade) does not take its counts back.
CREATE FUNCTION report_count_add(
	p_space uuid, p_day_at timestamptz, p_hour_at timestamptz, p_series text, p_workflow uuid,
	p_step uuid, p_credential uuid, p_variant text, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_day date := (p_day_at AT TIME ZONE 'UTC')::date;
	v_hour smallint := extract(hour FROM coalesce(p_hour_at, p_day_at) AT TIME ZONE 'UTC')::smallint;
BEGIN
	IF p_day_at IS NULL OR p_delta = 0 THEN RETURN; END IF;
	INSERT INTO report_daily AS r (space_id, day, series, workflow_id, credential_id, user_id, count)
	VALUES (p_space, v_day, p_series, p_workflow, p_credential, NULL, p_delta)
	ON CONFLICT ON CONSTRAINT report_daily_key DO UPDATE SET count = r.count + excluded.count;
	INSERT INTO report_steps AS r
		(space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, count)
	VALUES (p_space, v_day, p_series, p_workflow, p_step, p_credential, NULL, coalesce(p_variant, ''), p_delta)
	ON CONFLICT ON CONSTRAINT report_steps_key DO UPDATE SET count = r.count + excluded.count;
	INSERT INTO report_hours AS r (space_id, day, hour, series, count)
	VALUES (p_space, v_day, v_hour, p_series, p_delta)
	ON CONFLICT ON CONSTRAINT report_hours_key DO UPDATE SET count = r.count + excluded.count;
	INSERT INTO report_campaign_hours AS r
		(space_id, day, hour, series, workflow_id, credential_id, user_id, count)
	VALUES (p_space, v_day, v_hour, p_series, p_workflow, p_credential, NULL, p_delta)
	ON CONFLICT ON CONSTRAINT report_campaign_hours_key DO UPDATE SET count = r.count + excluded.count;
END $$;
--> statement-breakpoint
-- The series a done step execution of an action kind counts towards (spec outreach §3).
CREATE FUNCTION report_series_of_action(p_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE p_kind
		WHEN 'email' THEN 'emails_sent'
		WHEN 'follow' THEN 'followed_profiles'
		WHEN 'inmail' THEN 'inmails_sent'
		WHEN 'message' THEN 'messages_sent'
		WHEN 'connection_request' THEN 'request_sent'
		WHEN 'profile_view' THEN 'viewed_profiles'
		WHEN 'connection_by_email' THEN 'li_connect_by_email'
	END
$$;
--> statement-breakpoint
-- What one step execution counts, and when: the action when done, the open and the click
-- (tracking writes detail.opened_at / clicked_at), the acceptance of a connection request
-- (engine/inbound.ts writes detail.accepted_at).
CREATE FUNCTION report_execution_events(e step_executions)
RETURNS TABLE (series text, at timestamptz) LANGUAGE sql STABLE AS $$
	SELECT x.series, x.at FROM (VALUES
		(report_series_of_action(e.action_kind), e.finished_at),
		('email_opened', (e.detail ->> 'opened_at')::timestamptz),
		('email_clicked', (e.detail ->> 'clicked_at')::timestamptz),
		('new_accepted', CASE WHEN e.action_kind = 'connection_request'
			THEN (e.detail ->> 'accepted_at')::timestamptz END)
	) AS x(series, at)
	WHERE e.status = 'done' AND x.series IS NOT NULL AND x.at IS NOT NULL
$$;
--> statement-breakpoint
-- A prospect that is a lead (or customer) counts in new_leads of each campaign it had joined by
-- then, on the day it last changed (as the campaign Stats tab always counted it).
CREATE FUNCTION report_lead_events(p prospects)
RETURNS TABLE (workflow_id uuid, credential_id uuid, at timestamptz) LANGUAGE sql STABLE AS $$
	SELECT cp.workflow_id, cp.credential_id, p.updated_at FROM campaign_prospects cp
	WHERE p.lifecycle IN ('lead', 'customer') AND cp.prospect_id = p.id
		AND cp.space_id = p.space_id AND cp.created_at <= p.updated_at
$$;
--> statement-breakpoint
-- new_interested: the label "interested" (the AI label of spec outreach §3, or set by hand) put on
-- a prospect of a campaign, on the day it was put on.
CREATE FUNCTION report_interested_events(pl prospect_labels)
RETURNS TABLE (workflow_id uuid, credential_id uuid, at timestamptz) LANGUAGE sql STABLE AS $$
	SELECT cp.workflow_id, cp.credential_id, pl.created_at
	FROM labels l JOIN campaign_prospects cp ON cp.prospect_id = pl.prospect_id AND cp.space_id = pl.space_id
	WHERE l.id = pl.label_id AND lower(l.name) = 'interested' AND cp.created_at <= pl.created_at
$$;
--> statement-breakpoint
-- The execution that a reply answers: the prospect's last done step of the campaign before it.
CREATE FUNCTION report_credited_execution(p_campaign_prospect uuid, p_at timestamptz)
RETURNS TABLE (step_id uuid, finished_at timestamptz, variant text) LANGUAGE sql STABLE AS $$
	SELECT e.step_id, e.finished_at, coalesce(e.detail ->> 'variant', '') FROM step_executions e
	WHERE e.campaign_prospect_id = p_campaign_prospect AND e.status = 'done' AND e.finished_at <= p_at
	ORDER BY e.finished_at DESC, e.id DESC LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION report_counts_on_step_execution() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o step_executions;
	n step_executions := NEW;
BEGIN
	IF TG_OP = 'UPDATE' THEN o := OLD; END IF;
	-- Only what changed: an open adds email_opened and leaves emails_sent alone. The dimensions are
	-- the new row's (a sender or step deleted later sets them null: history keeps the old ones).
	PERFORM report_count_add(n.space_id, gone.at, NULL, gone.series, n.workflow_id, n.step_id,
		n.credential_id, n.detail ->> 'variant', -1)
	FROM (SELECT * FROM report_execution_events(o) EXCEPT ALL SELECT * FROM report_execution_events(n)) AS gone;
	PERFORM report_count_add(n.space_id, came.at, NULL, came.series, n.workflow_id, n.step_id,
		n.credential_id, n.detail ->> 'variant', 1)
	FROM (SELECT * FROM report_execution_events(n) EXCEPT ALL SELECT * FROM report_execution_events(o)) AS came;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_counts_step_executions_insert AFTER INSERT ON step_executions
	FOR EACH ROW WHEN (NEW.status = 'done') EXECUTE FUNCTION report_counts_on_step_execution();
--> statement-breakpoint
CREATE TRIGGER report_counts_step_executions_update AFTER UPDATE ON step_executions
	FOR EACH ROW WHEN ((OLD.status = 'done' OR NEW.status = 'done') AND (
		OLD.status IS DISTINCT FROM NEW.status OR OLD.finished_at IS DISTINCT FROM NEW.finished_at
		OR OLD.detail IS DISTINCT FROM NEW.detail OR OLD.action_kind IS DISTINCT FROM NEW.action_kind))
	EXECUTE FUNCTION report_counts_on_step_execution();
--> statement-breakpoint
-- new_replied: a prospect of a campaign answered (not an out-of-office or a bounce) after joining
-- it; once a day per conversation (a prospect keeps one sender per campaign). The reply counts on
-- its own day, at the hour of the send it answers (insight: best send hours), with that step.
CREATE FUNCTION report_counts_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	conversation record;
	link record;
	credited record;
BEGIN
	SELECT prospect_id, credential_id INTO conversation FROM dialogs WHERE id = NEW.dialog_id;
	FOR link IN
		SELECT cp.id, cp.workflow_id, cp.created_at FROM campaign_prospects cp
		WHERE cp.prospect_id = conversation.prospect_id AND cp.space_id = NEW.space_id
			AND cp.created_at <= NEW.sent_at
	LOOP
		CONTINUE WHEN EXISTS (
			SELECT 1 FROM messages m
			WHERE m.dialog_id = NEW.dialog_id AND m.id <> NEW.id AND m.direction = 'in'
				AND m.kind NOT IN ('out_of_office', 'bounce') AND m.sent_at >= link.created_at
				AND m.sent_at >= date_trunc('day', NEW.sent_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
				AND m.sent_at < (date_trunc('day', NEW.sent_at AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC'
		);
		credited := NULL;
		SELECT * INTO credited FROM report_credited_execution(link.id, NEW.sent_at);
		PERFORM report_count_add(NEW.space_id, NEW.sent_at, credited.finished_at, 'new_replied',
			link.workflow_id, credited.step_id, conversation.credential_id, credited.variant, 1);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_counts_messages_insert AFTER INSERT ON messages
	FOR EACH ROW WHEN (NEW.direction = 'in' AND NEW.kind NOT IN ('out_of_office', 'bounce'))
	EXECUTE FUNCTION report_counts_on_message();
--> statement-breakpoint
CREATE FUNCTION report_counts_on_prospect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_count_add(OLD.space_id, gone.at, NULL, 'new_leads', gone.workflow_id, NULL, gone.credential_id, '', -1)
	FROM (SELECT * FROM report_lead_events(OLD) EXCEPT ALL SELECT * FROM report_lead_events(NEW)) AS gone;
	PERFORM report_count_add(NEW.space_id, came.at, NULL, 'new_leads', came.workflow_id, NULL, came.credential_id, '', 1)
	FROM (SELECT * FROM report_lead_events(NEW) EXCEPT ALL SELECT * FROM report_lead_events(OLD)) AS came;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_counts_prospects_update AFTER UPDATE ON prospects
	FOR EACH ROW WHEN ((OLD.lifecycle IN ('lead', 'customer') OR NEW.lifecycle IN ('lead', 'customer'))
		AND (OLD.lifecycle IS DISTINCT FROM NEW.lifecycle OR OLD.updated_at IS DISTINCT FROM NEW.updated_at))
	EXECUTE FUNCTION report_counts_on_prospect();
--> statement-breakpoint
CREATE FUNCTION report_counts_on_prospect_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM report_count_add(NEW.space_id, i.at, NULL, 'new_interested', i.workflow_id, NULL, i.credential_id, '', 1)
		FROM report_interested_events(NEW) AS i;
	ELSE
		PERFORM report_count_add(OLD.space_id, i.at, NULL, 'new_interested', i.workflow_id, NULL, i.credential_id, '', -1)
		FROM report_interested_events(OLD) AS i;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_counts_prospect_labels AFTER INSERT OR DELETE ON prospect_labels
	FOR EACH ROW EXECUTE FUNCTION report_counts_on_prospect_label();
--> statement-breakpoint
-- A prospect that joins a campaign already a lead or interested (with a join time before that)
-- counts there as the recompute below says it does.
CREATE FUNCTION report_counts_on_campaign_prospect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_count_add(NEW.space_id, p.updated_at, NULL, 'new_leads', NEW.workflow_id, NULL, NEW.credential_id, '', 1)
	FROM prospects p
	WHERE p.id = NEW.prospect_id AND p.lifecycle IN ('lead', 'customer') AND NEW.created_at <= p.updated_at;
	PERFORM report_count_add(NEW.space_id, pl.created_at, NULL, 'new_interested', NEW.workflow_id, NULL, NEW.credential_id, '', 1)
	FROM prospect_labels pl JOIN labels l ON l.id = pl.label_id
	WHERE pl.prospect_id = NEW.prospect_id AND lower(l.name) = 'interested' AND NEW.created_at <= pl.created_at;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_counts_campaign_prospects_insert AFTER INSERT ON campaign_prospects
	FOR EACH ROW EXECUTE FUNCTION report_counts_on_campaign_prospect();
--> statement-breakpoint
-- Every counter of one workspace (or of all with null) recomputed from the rows.
CREATE FUNCTION report_counts_recompute(p_space uuid)
RETURNS TABLE (
	space_id uuid, day date, hour smallint, series text, workflow_id uuid, step_id uuid,
	credential_id uuid, user_id uuid, variant text, count integer
) LANGUAGE sql STABLE AS $$
	WITH events AS (
		SELECT e.space_id, ev.at AS day_at, ev.at AS hour_at, ev.series, e.workflow_id, e.step_id,
			e.credential_id, coalesce(e.detail ->> 'variant', '') AS variant
		FROM step_executions e CROSS JOIN LATERAL report_execution_events(e) AS ev
		WHERE p_space IS NULL OR e.space_id = p_space
		UNION ALL
		SELECT r.space_id, r.sent_at, coalesce(c.finished_at, r.sent_at), 'new_replied', r.workflow_id,
			c.step_id, r.credential_id, coalesce(c.variant, '')
		FROM (
			SELECT DISTINCT ON (m.dialog_id, cp.id, (m.sent_at AT TIME ZONE 'UTC')::date)
				m.space_id, m.sent_at, cp.id AS campaign_prospect_id, cp.workflow_id, d.credential_id
			FROM messages m
			JOIN dialogs d ON d.id = m.dialog_id
			JOIN campaign_prospects cp
				ON cp.prospect_id = d.prospect_id AND cp.space_id = m.space_id AND cp.created_at <= m.sent_at
			WHERE m.direction = 'in' AND m.kind NOT IN ('out_of_office', 'bounce')
				AND (p_space IS NULL OR m.space_id = p_space)
			ORDER BY m.dialog_id, cp.id, (m.sent_at AT TIME ZONE 'UTC')::date, m.sent_at, m.id
		) AS r
		LEFT JOIN LATERAL report_credited_execution(r.campaign_prospect_id, r.sent_at) AS c ON true
		UNION ALL
		SELECT p.space_id, l.at, l.at, 'new_leads', l.workflow_id, NULL, l.credential_id, ''
		FROM prospects p CROSS JOIN LATERAL report_lead_events(p) AS l
		WHERE p_space IS NULL OR p.space_id = p_space
		UNION ALL
		SELECT pl.space_id, i.at, i.at, 'new_interested', i.workflow_id, NULL, i.credential_id, ''
		FROM prospect_labels pl CROSS JOIN LATERAL report_interested_events(pl) AS i
		WHERE p_space IS NULL OR pl.space_id = p_space
	)
	SELECT events.space_id, (day_at AT TIME ZONE 'UTC')::date,
		extract(hour FROM hour_at AT TIME ZONE 'UTC')::smallint, events.series, events.workflow_id,
		events.step_id, events.credential_id, NULL::uuid, events.variant, count(*)::integer
	FROM events
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
$$;
--> statement-breakpoint
-- What one step execution says for its prospect's §3 status (campaign_prospects.report_flags):
-- 1 request sent, 2 unconnectable, 4 viewed (an open), 8 visited (a click).
CREATE FUNCTION report_execution_flags(e step_executions) RETURNS smallint LANGUAGE sql STABLE AS $$
	SELECT (CASE WHEN e.action_kind IN ('connection_request', 'connection_by_email') AND e.status = 'done'
			AND e.outcome = 'positive' THEN 1 ELSE 0 END
		| CASE WHEN e.action_kind IN ('connection_request', 'connection_by_email') AND e.outcome = 'failed'
			THEN 2 ELSE 0 END
		| CASE WHEN coalesce(e.detail ? 'opened_at', false) THEN 4 ELSE 0 END
		| CASE WHEN coalesce(e.detail ? 'clicked_at', false) THEN 8 ELSE 0 END)::smallint
$$;
--> statement-breakpoint
-- A prospect's flags are the or of its executions' flags: an insert can only add some; an update
-- that changes a row's flags recomputes them (a few rows, by step_executions_campaign_prospect_idx).
CREATE FUNCTION report_flags_on_step_execution() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	came smallint := report_execution_flags(NEW);
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF came <> 0 THEN
			UPDATE campaign_prospects SET report_flags = report_flags | came
			WHERE id = NEW.campaign_prospect_id AND report_flags & came <> came;
		END IF;
	ELSIF came <> report_execution_flags(OLD)
		OR OLD.campaign_prospect_id IS DISTINCT FROM NEW.campaign_prospect_id THEN
		UPDATE campaign_prospects cp SET report_flags = coalesce((
			SELECT bit_or(report_execution_flags(e)) FROM step_executions e WHERE e.campaign_prospect_id = cp.id
		), 0)::smallint
		WHERE cp.id IN (OLD.campaign_prospect_id, NEW.campaign_prospect_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_flags_step_executions AFTER INSERT OR UPDATE ON step_executions
	FOR EACH ROW EXECUTE FUNCTION report_flags_on_step_execution();
--> statement-breakpoint
-- The rollups and the flags of one workspace (or of all with null) replaced by their recomputation
-- from the rows: the backfill below, rebuildReportCounts (repair, or after a bulk load).
CREATE FUNCTION report_rollups_rebuild(p_space uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM report_daily WHERE p_space IS NULL OR space_id = p_space;
	DELETE FROM report_steps WHERE p_space IS NULL OR space_id = p_space;
	DELETE FROM report_hours WHERE p_space IS NULL OR space_id = p_space;
	DELETE FROM report_campaign_hours WHERE p_space IS NULL OR space_id = p_space;
	CREATE TEMPORARY TABLE report_rebuild_events ON COMMIT DROP AS
		SELECT * FROM report_counts_recompute(p_space);
	INSERT INTO report_daily (space_id, day, series, workflow_id, credential_id, user_id, count)
	SELECT space_id, day, series, workflow_id, credential_id, user_id, sum(count)
	FROM report_rebuild_events GROUP BY 1, 2, 3, 4, 5, 6;
	INSERT INTO report_steps (space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, count)
	SELECT space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, sum(count)
	FROM report_rebuild_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
	INSERT INTO report_hours (space_id, day, hour, series, count)
	SELECT space_id, day, hour, series, sum(count) FROM report_rebuild_events GROUP BY 1, 2, 3, 4;
	INSERT INTO report_campaign_hours (space_id, day, hour, series, workflow_id, credential_id, user_id, count)
	SELECT space_id, day, hour, series, workflow_id, credential_id, user_id, sum(count)
	FROM report_rebuild_events GROUP BY 1, 2, 3, 4, 5, 6, 7;
	DROP TABLE report_rebuild_events;
	UPDATE campaign_prospects cp SET report_flags = coalesce(f.flags, 0)::smallint
	FROM campaign_prospects c LEFT JOIN (
		SELECT e.campaign_prospect_id, bit_or(report_execution_flags(e)) AS flags FROM step_executions e
		WHERE p_space IS NULL OR e.space_id = p_space GROUP BY e.campaign_prospect_id
	) f ON f.campaign_prospect_id = c.id
	WHERE cp.id = c.id AND (p_space IS NULL OR c.space_id = p_space)
		AND cp.report_flags IS DISTINCT FROM coalesce(f.flags, 0)::smallint;
END $$;
--> statement-breakpoint
-- Backfill: what happened before the triggers existed.
SELECT report_rollups_rebuild(NULL);
