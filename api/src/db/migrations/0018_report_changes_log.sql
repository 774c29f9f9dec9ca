CREATE TABLE "report_count_changes" (
	"space_id" uuid NOT NULL,
	"day_at" timestamp with time zone NOT NULL,
	"hour_at" timestamp with time zone,
	"series" text NOT NULL,
	"workflow_id" uuid,
	"step_id" uuid,
	"credential_id" uuid,
	"variant" text DEFAULT '' NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_status_changes" (
	"prospect_id" uuid NOT NULL
);
--> statement-breakpoint
-- Reports rollups off the write path (issue 25, docs/decisions.md "Reports rollups"). The row
-- triggers of 0015 and 0016 updated the counter rows (five upserts per event) and the prospect's
-- report_status inside every write: every engine step and imported row waited on the same few hot
-- counter rows, and a campaign start and a scheduler pass deadlocked on them. Now a trigger only
-- appends: the event's +1/-1 to report_count_changes, the prospect whose status may have changed
-- to report_status_changes. report_changes_fold(limit) adds a batch to the rollups and recomputes
-- those statuses, deleting what it folded in the same transaction; the engine runs it every two
-- seconds and each report read runs a small one first. What counts is unchanged: the same
-- functions decide each event (report_execution_events, report_lead_events, ...), and
-- report_counts_recompute stays the one definition the tests compare the rollups with.
-- The hot path appends one row: the member (the campaign's owner) is looked up by the fold.
CREATE OR REPLACE FUNCTION report_count_add(
	p_space uuid, p_day_at timestamptz, p_hour_at timestamptz, p_series text, p_workflow uuid,
	p_step uuid, p_credential uuid, p_variant text, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p_day_at IS NULL OR p_delta = 0 THEN RETURN; END IF;
	INSERT INTO report_count_changes
		(space_id, day_at, hour_at, series, workflow_id, step_id, credential_id, variant, delta)
	VALUES (p_space, p_day_at, p_hour_at, p_series, p_workflow, p_step, p_credential, coalesce(p_variant, ''), p_delta);
END $$;
--> statement-breakpoint
-- Every caller of report_status_refresh (labels, prospect labels, campaign links) now marks the
-- prospect for the fold instead of updating it in the write.
CREATE OR REPLACE FUNCTION report_status_refresh(p_prospect uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO report_status_changes (prospect_id) VALUES (p_prospect)
$$;
--> statement-breakpoint
-- A new prospect has no campaign link and no label yet (both reference it): its status is its
-- own columns', computed without a query, and only when it is not the column's default: a new
-- prospect without an email ('new', as most imported rows) runs no function. An update of its
-- lifecycle or email recomputes it whole (report_status_prospects, as before).
CREATE FUNCTION report_status_on_new_prospect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.report_status := report_status_of(NEW.lifecycle, NEW.enriched_email IS NOT NULL, NULL, NULL, 0, false);
	RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER report_status_prospects ON prospects;
--> statement-breakpoint
CREATE TRIGGER report_status_prospects BEFORE UPDATE OF lifecycle, enriched_email
	ON prospects FOR EACH ROW EXECUTE FUNCTION report_status_on_prospect();
--> statement-breakpoint
CREATE TRIGGER report_status_prospects_insert BEFORE INSERT ON prospects
	FOR EACH ROW WHEN (NEW.lifecycle IS DISTINCT FROM 'new' OR NEW.enriched_email IS NOT NULL
		OR NEW.report_status IS DISTINCT FROM 'new')
	EXECUTE FUNCTION report_status_on_new_prospect();
--> statement-breakpoint
-- Campaign links: one statement-level trigger per insert (the import adds thousands in one
-- statement) and per delete, reading the transition table; an update only when a column the
-- status reads really changed.
DROP TRIGGER report_counts_campaign_prospects_insert ON campaign_prospects;
--> statement-breakpoint
DROP TRIGGER report_status_campaign_prospects ON campaign_prospects;
--> statement-breakpoint
DROP FUNCTION report_counts_on_campaign_prospect();
--> statement-breakpoint
CREATE FUNCTION report_changes_on_campaign_prospects_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A prospect that joins a campaign already a lead or interested (with a join time before that)
	-- counts there as report_counts_recompute says it does.
	INSERT INTO report_count_changes (space_id, day_at, series, workflow_id, credential_id, delta)
	SELECT n.space_id, p.updated_at, 'new_leads', n.workflow_id, n.credential_id, 1
	FROM joined n JOIN prospects p ON p.id = n.prospect_id
	WHERE p.lifecycle IN ('lead', 'customer') AND n.created_at <= p.updated_at;
	INSERT INTO report_count_changes (space_id, day_at, series, workflow_id, credential_id, delta)
	SELECT n.space_id, pl.created_at, 'new_interested', n.workflow_id, n.credential_id, 1
	FROM joined n JOIN prospect_labels pl ON pl.prospect_id = n.prospect_id
	JOIN labels l ON l.id = pl.label_id
	WHERE lower(l.name) = 'interested' AND n.created_at <= pl.created_at;
	-- The status reads the latest link: a link can change it only if it is not the prospect's only
	-- one, or if it says something itself (excluded, paused, flags); a prospect's first link in a
	-- plain state leaves it as it was (the import adds thousands of those).
	INSERT INTO report_status_changes (prospect_id)
	SELECT DISTINCT n.prospect_id FROM joined n
	WHERE n.state IN ('excluded', 'paused') OR n.report_flags <> 0 OR EXISTS (
		SELECT 1 FROM campaign_prospects c
		WHERE c.space_id = n.space_id AND c.prospect_id = n.prospect_id AND c.id <> n.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_changes_campaign_prospects_insert AFTER INSERT ON campaign_prospects
	REFERENCING NEW TABLE AS joined FOR EACH STATEMENT
	EXECUTE FUNCTION report_changes_on_campaign_prospects_insert();
--> statement-breakpoint
CREATE FUNCTION report_changes_on_campaign_prospects_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_status_changes (prospect_id) SELECT DISTINCT prospect_id FROM gone;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_changes_campaign_prospects_delete AFTER DELETE ON campaign_prospects
	REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
	EXECUTE FUNCTION report_changes_on_campaign_prospects_delete();
--> statement-breakpoint
CREATE FUNCTION report_changes_on_campaign_prospect_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_status_changes (prospect_id) VALUES (NEW.prospect_id);
	IF OLD.prospect_id IS DISTINCT FROM NEW.prospect_id THEN
		INSERT INTO report_status_changes (prospect_id) VALUES (OLD.prospect_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_changes_campaign_prospects_update AFTER UPDATE ON campaign_prospects
	FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.pause_reason IS DISTINCT FROM NEW.pause_reason
		OR OLD.report_flags IS DISTINCT FROM NEW.report_flags OR OLD.prospect_id IS DISTINCT FROM NEW.prospect_id
		OR OLD.created_at IS DISTINCT FROM NEW.created_at)
	EXECUTE FUNCTION report_changes_on_campaign_prospect_update();
--> statement-breakpoint
-- The flags trigger runs only when an execution's flags can change (most engine writes change none).
DROP TRIGGER report_flags_step_executions ON step_executions;
--> statement-breakpoint
CREATE TRIGGER report_flags_step_executions_insert AFTER INSERT ON step_executions
	FOR EACH ROW WHEN (report_execution_flags(NEW) <> 0)
	EXECUTE FUNCTION report_flags_on_step_execution();
--> statement-breakpoint
CREATE TRIGGER report_flags_step_executions_update AFTER UPDATE ON step_executions
	FOR EACH ROW WHEN (report_execution_flags(NEW) <> report_execution_flags(OLD)
		OR OLD.campaign_prospect_id IS DISTINCT FROM NEW.campaign_prospect_id)
	EXECUTE FUNCTION report_flags_on_step_execution();
--> statement-breakpoint
-- One fold at a time (and none during a rebuild): this key, taken for the transaction.
CREATE FUNCTION report_fold_lock_key() RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT 7215604312::bigint $$;
--> statement-breakpoint
-- Folds up to p_limit changes of each log into the rollups and statuses; returns how many it took
-- (-1: another fold is running, this one did nothing). The changes of a workspace, campaign or
-- sender deleted since are dropped (the cascade dropped their counters). A prospect another
-- transaction holds is left in the log for the next fold, so the fold never waits on a write.
CREATE FUNCTION report_changes_fold(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	v_counts integer;
	v_statuses integer;
BEGIN
	IF NOT pg_try_advisory_xact_lock(report_fold_lock_key()) THEN RETURN -1; END IF;
	WITH taken AS (
		DELETE FROM report_count_changes
		WHERE ctid = ANY (ARRAY(SELECT ctid FROM report_count_changes LIMIT p_limit))
		RETURNING *
	), events AS (
		SELECT t.space_id, (t.day_at AT TIME ZONE 'UTC')::date AS day,
			extract(hour FROM coalesce(t.hour_at, t.day_at) AT TIME ZONE 'UTC')::smallint AS hour,
			t.series, t.workflow_id, t.step_id, t.credential_id, w.owner_id AS user_id, t.variant,
			sum(t.delta)::integer AS count
		FROM taken t LEFT JOIN workflows w ON w.id = t.workflow_id
		WHERE EXISTS (SELECT 1 FROM spaces s WHERE s.id = t.space_id)
			AND (t.workflow_id IS NULL OR w.id IS NOT NULL)
			AND (t.credential_id IS NULL OR EXISTS (SELECT 1 FROM credentials c WHERE c.id = t.credential_id))
		GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
	), daily AS (
		INSERT INTO report_daily AS r (space_id, day, series, workflow_id, credential_id, user_id, count)
		SELECT space_id, day, series, workflow_id, credential_id, user_id, sum(count)
		FROM events GROUP BY 1, 2, 3, 4, 5, 6
		ON CONFLICT ON CONSTRAINT report_daily_key DO UPDATE SET count = r.count + excluded.count
	), steps AS (
		INSERT INTO report_steps AS r
			(space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, count)
		SELECT space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, sum(count)
		FROM events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
		ON CONFLICT ON CONSTRAINT report_steps_key DO UPDATE SET count = r.count + excluded.count
	), monthly AS (
		INSERT INTO report_steps_monthly AS r
			(space_id, day, series, workflow_id, step_id, credential_id, user_id, variant, count)
		SELECT space_id, date_trunc('month', day)::date, series, workflow_id, step_id, credential_id,
			user_id, variant, sum(count)
		FROM events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
		ON CONFLICT ON CONSTRAINT report_steps_monthly_key DO UPDATE SET count = r.count + excluded.count
	), hours AS (
		INSERT INTO report_hours AS r (space_id, day, hour, series, count)
		SELECT space_id, day, hour, series, sum(count) FROM events GROUP BY 1, 2, 3, 4
		ON CONFLICT ON CONSTRAINT report_hours_key DO UPDATE SET count = r.count + excluded.count
	), campaign_hours AS (
		INSERT INTO report_campaign_hours AS r
			(space_id, day, hour, series, workflow_id, credential_id, user_id, count)
		SELECT space_id, day, hour, series, workflow_id, credential_id, user_id, sum(count)
		FROM events GROUP BY 1, 2, 3, 4, 5, 6, 7
		ON CONFLICT ON CONSTRAINT report_campaign_hours_key DO UPDATE SET count = r.count + excluded.count
	)
	SELECT count(*)::integer INTO v_counts FROM taken;

	WITH taken AS (
		DELETE FROM report_status_changes
		WHERE ctid = ANY (ARRAY(SELECT ctid FROM report_status_changes LIMIT p_limit))
		RETURNING prospect_id
	), due AS (
		SELECT s.id, s.status FROM (
			SELECT q.id, q.report_status AS kept, report_prospect_status(q) AS status FROM prospects q
			WHERE q.id IN (SELECT DISTINCT prospect_id FROM taken)
		) AS s WHERE s.kept IS DISTINCT FROM s.status
	), held AS (
		SELECT q.id FROM prospects q WHERE q.id IN (SELECT id FROM due) ORDER BY q.id FOR UPDATE SKIP LOCKED
	), later AS (
		INSERT INTO report_status_changes (prospect_id)
		SELECT due.id FROM due WHERE due.id NOT IN (SELECT id FROM held)
	), changed AS (
		UPDATE prospects p SET report_status = due.status FROM due
		WHERE p.id = due.id AND p.id IN (SELECT id FROM held)
	)
	SELECT count(*)::integer INTO v_statuses FROM taken;
	RETURN v_counts + v_statuses;
END $$;
--> statement-breakpoint
-- The rebuild replaces the counters by their recomputation from the rows: the changes waiting in
-- the log are in those rows already, so it drops them (and waits for a fold that is running).
CREATE OR REPLACE FUNCTION report_rollups_rebuild(p_space uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(report_fold_lock_key());
	DELETE FROM report_count_changes WHERE p_space IS NULL OR space_id = p_space;
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
	DELETE FROM report_status_changes c USING prospects q
	WHERE q.id = c.prospect_id AND (p_space IS NULL OR q.space_id = p_space);
END $$;
