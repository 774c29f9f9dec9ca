CREATE TABLE "report_steps_monthly" (
	"space_id" uuid NOT NULL,
	"day" date NOT NULL,
	"series" text NOT NULL,
	"workflow_id" uuid,
	"step_id" uuid,
	"credential_id" uuid,
	"user_id" uuid,
	"variant" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_steps_monthly_key" UNIQUE NULLS NOT DISTINCT("space_id","day","series","workflow_id","step_id","credential_id","user_id","variant"),
	CONSTRAINT "report_steps_monthly_day_check" CHECK (extract(day from "report_steps_monthly"."day") = 1)
);
--> statement-breakpoint
CREATE TABLE "automation_settings" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"label_ids" jsonb,
	"include_message_text" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_campaign_hours" DROP CONSTRAINT "report_campaign_hours_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "report_daily" DROP CONSTRAINT "report_daily_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "report_steps" DROP CONSTRAINT "report_steps_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "report_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "report_steps_monthly" ADD CONSTRAINT "report_steps_monthly_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_steps_monthly" ADD CONSTRAINT "report_steps_monthly_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_steps_monthly" ADD CONSTRAINT "report_steps_monthly_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_steps_monthly_workflow_day_idx" ON "report_steps_monthly" USING btree ("workflow_id","day");--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reports (issue 15, docs/decisions.md "Reports rollups"): the member of each counter is its
-- campaign's owner; insight over months reads report_steps_monthly; the audience reads the
-- prospect's status from prospects.report_status, kept by the triggers below.
-- The prospect status of spec outreach §3, rule for rule as prospectStatus
-- (sdk/src/outreach/prospect-status.ts): flags are campaign_prospects.report_flags (1 request sent,
-- 2 unconnectable, 4 viewed, 8 visited).
CREATE FUNCTION report_status_of(
	p_lifecycle text, p_email_fetched boolean, p_state text, p_pause_reason text, p_flags integer,
	p_interested boolean
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN p_state = 'excluded' THEN 'excluded'
		WHEN p_lifecycle IN ('lead', 'customer') THEN 'lead'
		WHEN p_interested THEN 'interested'
		WHEN p_lifecycle = 'got_reply' OR p_pause_reason = 'got_reply' THEN 'got_reply'
		WHEN p_state = 'paused' AND p_pause_reason IN ('email_failed', 'message_failed', 'inmail_failed_existing_dialog') THEN 'stuck'
		WHEN coalesce(p_flags, 0) & 8 <> 0 THEN 'visited_link'
		WHEN coalesce(p_flags, 0) & 4 <> 0 THEN 'viewed_message'
		WHEN p_lifecycle = 'connected' THEN 'connected'
		WHEN coalesce(p_flags, 0) & 1 <> 0 THEN 'request_sent'
		WHEN p_lifecycle = 'contacted' THEN 'contacted'
		WHEN coalesce(p_flags, 0) & 2 <> 0 THEN 'unconnectable'
		WHEN p_email_fetched THEN 'fetched_email'
		ELSE 'new'
	END
$$;
--> statement-breakpoint
-- A prospect's status in the workspace: its latest campaign link, its lifecycle and enriched email,
-- and whether it has the label "interested".
CREATE FUNCTION report_prospect_status(p prospects) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT report_status_of(p.lifecycle, p.enriched_email IS NOT NULL, cp.state, cp.pause_reason,
		cp.report_flags, EXISTS (
			SELECT 1 FROM prospect_labels pl JOIN labels l ON l.id = pl.label_id
			WHERE pl.prospect_id = p.id AND lower(l.name) = 'interested'))
	FROM (SELECT 1) AS one LEFT JOIN LATERAL (
		SELECT c.state, c.pause_reason, c.report_flags FROM campaign_prospects c
		WHERE c.space_id = p.space_id AND c.prospect_id = p.id
		ORDER BY c.created_at DESC, c.id DESC LIMIT 1
	) AS cp ON true
$$;
--> statement-breakpoint
CREATE FUNCTION report_status_on_prospect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.report_status := report_prospect_status(NEW);
	RETURN NEW;
END $$;
--> statement-breakpoint
-- The prospect's own columns; the other tables' triggers below call report_status_refresh.
CREATE TRIGGER report_status_prospects BEFORE INSERT OR UPDATE OF lifecycle, enriched_email
	ON prospects FOR EACH ROW EXECUTE FUNCTION report_status_on_prospect();
--> statement-breakpoint
-- The status computed once, written only when it changed.
CREATE FUNCTION report_status_refresh(p_prospect uuid) RETURNS void LANGUAGE sql AS $$
	UPDATE prospects p SET report_status = s.status
	FROM (SELECT q.id, report_prospect_status(q) AS status FROM prospects q WHERE q.id = p_prospect) AS s
	WHERE p.id = s.id AND p.report_status IS DISTINCT FROM s.status
$$;
--> statement-breakpoint
CREATE FUNCTION report_status_on_campaign_prospect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM report_status_refresh(OLD.prospect_id); END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') AND (TG_OP = 'INSERT' OR NEW.prospect_id IS DISTINCT FROM OLD.prospect_id) THEN
		PERFORM report_status_refresh(NEW.prospect_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_status_campaign_prospects
	AFTER INSERT OR DELETE OR UPDATE OF state, pause_reason, report_flags, prospect_id, created_at
	ON campaign_prospects FOR EACH ROW EXECUTE FUNCTION report_status_on_campaign_prospect();
--> statement-breakpoint
CREATE FUNCTION report_status_on_prospect_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN PERFORM report_status_refresh(OLD.prospect_id);
	ELSE PERFORM report_status_refresh(NEW.prospect_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_status_prospect_labels AFTER INSERT OR DELETE ON prospect_labels
	FOR EACH ROW EXECUTE FUNCTION report_status_on_prospect_label();
--> statement-breakpoint
-- A label renamed to or from "interested" changes the status of every prospect that has it.
CREATE FUNCTION report_status_on_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM report_status_refresh(pl.prospect_id) FROM prospect_labels pl WHERE pl.label_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_status_labels AFTER UPDATE OF name ON labels
	FOR EACH ROW WHEN ((lower(OLD.name) = 'interested') IS DISTINCT FROM (lower(NEW.name) = 'interested'))
	EXECUTE FUNCTION report_status_on_label();
--> statement-breakpoint
-- Each event: also its month (report_steps_monthly) and its member (the campaign's owner).
CREATE OR REPLACE FUNCTION report_count_add(
	p_space uuid, p_day_at timestamptz, p_hour_at timestamptz, p_series text, p_workflow uuid,
	p_step uuid, p_credential uuid, p_variant text, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_day date := (p_day_at AT TIME ZONE 'UTC')::date;
	v_hour smallint := extract(hour FROM coalesce(p_hour_at, p_day_at) AT TIME ZONE 'UTC')::smallint;
	v_user uuid;
BEGIN
	IF p_day_at IS NULL OR p_delta = 0 THEN RETURN; END IF;
	IF p_workflow IS NOT NULL THEN SELECT owner_id INTO v_user FROM workflows WHERE id = p_workflow; END IF;
	INSERT INTO report_daily AS r (space_id, day, series, workflow_id, credential_id, user_id, count)
	VALUES (p_space, v_day, p_series, p_workflow, p_credential, v_user, p_delta)
	ON CONFLICT ON CONSTRAINT report_daily_key DO UPDATE SET count = r.count + excluded.count;
	INSERT INTO report_steps AS r
		(space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, count)
	VALUES (p_space, v_day, p_series, p_workflow, p_step, p_credential, v_user, coalesce(p_variant, ''), p_delta)
	ON CONFLICT ON CONSTRAINT report_steps_key DO UPDATE SET count = r.count + excluded.count;
	INSERT INTO report_steps_monthly AS r
		(space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, count)
	VALUES (p_space, date_trunc('month', v_day)::date, p_series, p_workflow, p_step, p_credential, v_user,
		coalesce(p_variant, ''), p_delta)
	ON CONFLICT ON CONSTRAINT report_steps_monthly_key DO UPDATE SET count = r.count + excluded.count;
	INSERT INTO report_hours AS r (space_id, day, hour, series, count)
	VALUES (p_space, v_day, v_hour, p_series, p_delta)
	ON CONFLICT ON CONSTRAINT report_hours_key DO UPDATE SET count = r.count + excluded.count;
	INSERT INTO report_campaign_hours AS r
		(space_id, day, hour, series, workflow_id, credential_id, user_id, count)
	VALUES (p_space, v_day, v_hour, p_series, p_workflow, p_credential, v_user, p_delta)
	ON CONFLICT ON CONSTRAINT report_campaign_hours_key DO UPDATE SET count = r.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_counts_recompute(p_space uuid)
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
		events.step_id, events.credential_id, w.owner_id, events.variant, count(*)::integer
	FROM events LEFT JOIN workflows w ON w.id = events.workflow_id
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollups_rebuild(p_space uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM report_daily WHERE p_space IS NULL OR space_id = p_space;
	DELETE FROM report_steps WHERE p_space IS NULL OR space_id = p_space;
	DELETE FROM report_steps_monthly WHERE p_space IS NULL OR space_id = p_space;
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
	INSERT INTO report_steps_monthly
		(space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, count)
	SELECT space_id, date_trunc('month', day)::date, series, workflow_id, step_id, credential_id, user_id,
		variant, sum(count)
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
	UPDATE prospects p SET report_status = s.status
	FROM (SELECT q.id, report_prospect_status(q) AS status FROM prospects q
		WHERE p_space IS NULL OR q.space_id = p_space) AS s
	WHERE p.id = s.id AND p.report_status IS DISTINCT FROM s.status;
END $$;
--> statement-breakpoint
-- Backfill: the owners are not known for the campaigns that exist (null: "No member"); the months
-- and the statuses are.
SELECT report_rollups_rebuild(NULL);
