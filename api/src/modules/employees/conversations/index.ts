/**
 * The public face of modules/employees/conversations (issue 28 "The conversation"): the AI
 * employee's threads as a state machine over the 12 statuses of spec ai-telephony §4.
 *
 * For the Calendly module:
 * - `markMeetingBooked(db, { spaceId, prospectId?, prospectEmail?, at })`: a booking ends every
 *   AI thread of that prospect as meeting_booked (follow-ups cancelled, meetings_booked counted
 *   once); returns the ids of the conversations it ended.
 * - `markCalendlyDisconnected(db, { spaceId, employeeId, at })`: the employee's threads waiting
 *   on follow-ups stop as calendly_event_disconnected, and its owner gets a task to reconnect;
 *   returns the ids of the conversations it stopped.
 */
export { followUpStatuses, markCalendlyDisconnected, markMeetingBooked } from './calendly';
