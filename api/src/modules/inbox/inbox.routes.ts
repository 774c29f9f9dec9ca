import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRowRoute } from '../../openapi/route-kinds';
import { ssrfMessages } from '../../ssrf';
import { credentialMessages } from '../credentials';
import {
  DialogPageSchema,
  DialogSchema,
  dialogsQuery,
  InboxMessagePageSchema,
  InboxMessageSchema,
  inboxMessages,
  messagesQuery,
  ScheduledMessageSchema,
  sendMessageInput,
  updateDialogInput,
} from './inbox.schema';

const tags = ['Inbox'] as const;
/** A route of one dialog (its id in the path): a `workspaceRoute` with the dialog's 404. */
const dialogRoute = workspaceRowRoute(idParams, { 404: failure(inboxMessages.dialogNotFound) });

export const listDialogs = workspaceRoute({
  operationId: 'listDialogs',
  method: 'get',
  path: '/dialogs',
  tags,
  summary: 'The dialogs of the accounts the member sees, newest last message first, filtered and paged',
  request: { query: dialogsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(DialogPageSchema, 'A page of dialogs'),
    400: failure(
      `period: period must be one of 3d, 1w, 2w, 1m, 3m, 6m, 1y; limit: limit can not be more than 100; ${inboxMessages.tooLongRequest}`,
    ),
    404: failure(credentialMessages.notFound),
  },
});

export const listMessages = dialogRoute({
  operationId: 'listMessages',
  method: 'get',
  path: '/dialogs/{id}/messages',
  tags,
  summary: 'The newest messages of a dialog sent before `before`, oldest first',
  request: { query: messagesQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(InboxMessagePageSchema, 'A page of messages'),
    400: failure('before: before must be an ISO date; limit: limit can not be more than 200'),
  },
});

export const updateDialog = dialogRoute({
  operationId: 'updateDialog',
  method: 'patch',
  path: '/dialogs/{id}',
  tags,
  summary: 'Mark a dialog read or unread, starred, archived',
  request: { body: jsonBody(updateDialogInput) },
  responses: {
    200: success(DialogSchema, 'The dialog as it is now'),
    400: failure(`${inboxMessages.nothingToUpdate}; is_unread: is_unread must be true or false`),
  },
});

export const sendMessage = dialogRoute({
  operationId: 'sendMessage',
  method: 'post',
  path: '/dialogs/{id}/messages',
  tags,
  summary:
    "Answer in a dialog: by email now, or social through the account's worker (queued); with `send_at`, later",
  request: { body: jsonBody(sendMessageInput) },
  responses: {
    201: success(InboxMessageSchema, 'The message, sent or queued; the dialog is read'),
    202: success(ScheduledMessageSchema, 'With a future `send_at`: the reply waits to be sent then'),
    400: failure(
      [
        'text: Fill this field',
        inboxMessages.sendInPast,
        inboxMessages.noAccount,
        inboxMessages.noEmail,
        inboxMessages.noMailbox,
        inboxMessages.suppressed,
        inboxMessages.cloudOnly,
        inboxMessages.subjectRequired,
        ssrfMessages.privateMailServer,
        'the mail server’s refusal, in plain words',
      ].join('; '),
    ),
  },
});

const scheduledParams = idParams.extend({
  scheduledId: z.string().openapi({ param: { name: 'scheduledId', in: 'path' } }),
});

export const listScheduledReplies = dialogRoute({
  operationId: 'listScheduledReplies',
  method: 'get',
  path: '/dialogs/{id}/scheduled',
  tags,
  summary: "The dialog's replies waiting to be sent (scheduled send), soonest first",
  responses: {
    200: success(z.array(ScheduledMessageSchema), 'Pending scheduled messages'),
  },
});

export const cancelScheduledReply = workspaceRoute({
  operationId: 'cancelScheduledReply',
  method: 'post',
  path: '/dialogs/{id}/scheduled/{scheduledId}/cancel',
  tags,
  summary: 'Cancel a scheduled reply before it is sent',
  request: { params: scheduledParams },
  responses: {
    200: success(ScheduledMessageSchema, 'The scheduled message, cancelled'),
    404: failure(`${inboxMessages.dialogNotFound}; ${inboxMessages.scheduledNotFound}`),
    409: failure(inboxMessages.notPending),
  },
});
