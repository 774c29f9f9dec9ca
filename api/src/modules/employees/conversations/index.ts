/**
 * The public face of modules/employees/conversations (issue 28 "The conversation"): the AI
 * employee's threads as a state machine over the 12 statuses of spec ai-telephony §4
 * (conversations.service.ts), its routes (/ai_conversations), the listener on prospects' replies
 * and the sweep job.
 *
 * For the Calendly module:
 * - `markMeetingBooked(db, { spaceId, prospectId?, prospectEmail?, at })`: a booking ends every
 *   AI thread of that prospect as meeting_booked (follow-ups cancelled, open approval task
 *   canceled, meetings_booked counted once); returns the ids of the conversations it ended.
 * - `markCalendlyDisconnected(db, { spaceId, employeeId, at })`: the employee's threads waiting
 *   on follow-ups stop as calendly_event_disconnected, and its owner gets one open task to
 *   reconnect; returns the ids of the conversations it stopped.
 */
export { followUpStatuses, markCalendlyDisconnected, markMeetingBooked } from './calendly';
export { aiConversationsRoutes, conversationDepsOf } from './conversations.handlers';
export { registerAiConversations } from './conversations.listener';
export { handleProspectReply } from './conversations.reply';
export { type ConversationDeps, runDueConversations } from './conversations.service';
export { conversationSweepSeconds, sweepConversations } from './conversations.job';
