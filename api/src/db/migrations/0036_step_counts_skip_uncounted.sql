-- Engine throughput (issue 25): the report trigger of step_executions ran for every step that
-- finished `done`, even one that counts towards no series (an internal step: webhook, label, CRM,
-- task), and each run evaluated report_execution_events four times (two EXCEPT ALLs) to find
-- nothing. What counts is unchanged (report_execution_events still decides every event):
-- * The trigger's WHEN now also asks that one of the two rows could count at all: an action kind
--   with a series, or an open or click recorded in `detail` (an acceptance needs the
--   connection_request kind, which has a series). Without either, report_execution_events is empty
--   for both rows, so the function had nothing to add.
-- * A row that was not `done` before (an insert, or the usual running -> done) had no events: the
--   function adds the new row's events once, without the two set differences.
DROP TRIGGER report_counts_step_executions_update ON step_executions;
--> statement-breakpoint
CREATE TRIGGER report_counts_step_executions_update AFTER UPDATE ON step_executions
	FOR EACH ROW WHEN ((OLD.status = 'done' OR NEW.status = 'done') AND (
		OLD.status IS DISTINCT FROM NEW.status OR OLD.finished_at IS DISTINCT FROM NEW.finished_at
		OR OLD.detail IS DISTINCT FROM NEW.detail OR OLD.action_kind IS DISTINCT FROM NEW.action_kind)
		AND (report_series_of_action(NEW.action_kind) IS NOT NULL
		OR report_series_of_action(OLD.action_kind) IS NOT NULL
		OR NEW.detail ?| ARRAY['opened_at', 'clicked_at'] OR OLD.detail ?| ARRAY['opened_at', 'clicked_at']))
	EXECUTE FUNCTION report_counts_on_step_execution();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_counts_on_step_execution() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o step_executions;
	n step_executions := NEW;
BEGIN
	IF TG_OP = 'UPDATE' THEN o := OLD; END IF;
	IF o.status IS DISTINCT FROM 'done' THEN
		-- Nothing of the old row counted (report_execution_events needs `done`): all of the new row's
		-- events come, none go.
		PERFORM report_count_add(n.space_id, came.at, NULL, came.series, n.workflow_id, n.step_id,
			n.credential_id, n.detail ->> 'variant', 1)
		FROM report_execution_events(n) AS came;
		RETURN NULL;
	END IF;
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
