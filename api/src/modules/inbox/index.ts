/**
 * The public face of modules/inbox: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { inboxRoutes } from './inbox.handlers';
export {
  dialogInSpace,
  findDialog,
  type InboxMailOptions,
  messageContent,
  messageContentColumns,
  sendMessage,
} from './inbox.service';
export { sendDueScheduledMessages } from './scheduled-messages';
export { callSummaryOf, smsSummaryOf, writeCallEntry } from './call-entry';
export { CallSummarySchema, inboxMessages, SmsSummarySchema } from './inbox.schema';
