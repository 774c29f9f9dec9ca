-- A call in the inbox thread (messages of kind `call`, issue 27) is no reply: the same list as
-- notReplyMessageKinds in core/src/outreach/message-kinds.ts (a test holds the two together).
CREATE OR REPLACE FUNCTION message_counts_as_reply(p_kind text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT p_kind NOT IN ('out_of_office', 'bounce', 'unsubscribe', 'complaint', 'call')
$$;
