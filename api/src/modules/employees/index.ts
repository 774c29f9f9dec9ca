/**
 * The public face of modules/employees (issue 28): the /employees router for the composition root.
 */
export { employeesRoutes } from './employees.handlers';
export { employeesMessages } from './employees.schema';
// What a Calendly booking or a lost Calendly connection does to the AI threads (modules/integrations/calendly).
export { markCalendlyDisconnected, markMeetingBooked } from './conversations';
// The AI Employee's conversations (issue 28): their routes, the reply listener and the sweep job.
export {
  aiConversationsRoutes,
  conversationDepsOf,
  conversationSweepSeconds,
  followUpStatuses,
  registerAiConversations,
  sweepConversations,
} from './conversations';
