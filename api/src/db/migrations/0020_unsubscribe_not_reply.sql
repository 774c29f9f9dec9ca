-- Issue 26 item 12: an unsubscribe is its own event, never a reply. The reply counts (new_replied,
-- the reply rate) left out only out-of-office and bounce messages, so the List-Unsubscribe mailto
-- (kind 'unsubscribe') and a spam complaint (kind 'complaint') counted as the prospect answering.
-- One function now says which inbound kinds are replies, as core/src/outreach/message-kinds.ts
-- does (notReplyMessageKinds; a test holds the two together), and the trigger and the recompute
-- use it. Rollups already holding such a count are rebuilt below.
CREATE FUNCTION message_counts_as_reply(p_kind text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT p_kind NOT IN ('out_of_office', 'bounce', 'unsubscribe', 'complaint')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_counts_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
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
				AND message_counts_as_reply(m.kind) AND m.sent_at >= link.created_at
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
DROP TRIGGER report_counts_messages_insert ON messages;
--> statement-breakpoint
CREATE TRIGGER report_counts_messages_insert AFTER INSERT ON messages
	FOR EACH ROW WHEN (NEW.direction = 'in' AND message_counts_as_reply(NEW.kind))
	EXECUTE FUNCTION report_counts_on_message();
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
			WHERE m.direction = 'in' AND message_counts_as_reply(m.kind)
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
-- Only workspaces that hold such a message: their rollups are made again from the one definition.
DO $$
DECLARE
	affected uuid;
BEGIN
	FOR affected IN
		SELECT DISTINCT space_id FROM messages WHERE direction = 'in' AND kind IN ('unsubscribe', 'complaint')
	LOOP
		PERFORM report_rollups_rebuild(affected);
	END LOOP;
END $$;
