/**
 * Inbound messages that are not a prospect answering (issue 26 item 12): an out-of-office, a
 * bounce, an unsubscribe (the List-Unsubscribe mailto), a spam complaint or a call (issue 27) is stored in the thread
 * but is never a reply: not in the reply counts, the reply rate, the health index or `got_reply`.
 * The reports' SQL says the same in `message_counts_as_reply` (migration 0019); a test holds both
 * to this list.
 */
export const notReplyMessageKinds = ['out_of_office', 'bounce', 'unsubscribe', 'complaint', 'call'] as const;
export type NotReplyMessageKind = (typeof notReplyMessageKinds)[number];

/** An inbound message of this kind counts as the prospect's reply. */
export function countsAsReply(kind: string): boolean {
  return !(notReplyMessageKinds as readonly string[]).includes(kind);
}
