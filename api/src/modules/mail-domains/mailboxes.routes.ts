/**
 * The AI email service's mailboxes (issue 29; spec ai-telephony §2 "/mailboxes … mailboxes", §4).
 * The spec shows no calls for them: they sit under /ai_email/mailboxes beside /ai_email/domains.
 * Every route needs the plan feature mailbox_slot.
 */
import { billingMessages } from '@outreach/core/billing';
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import {
  CreatedMailboxSchema,
  createMailboxInput,
  hostedMailboxMessages,
  MailboxListSchema,
} from './mailboxes.schema';

const tags = ['Email integrations'] as const;
const mailboxRoute = featureRoute('mailbox_slot', 'unlimited');

export const listHostedMailboxes = mailboxRoute({
  operationId: 'listHostedMailboxes',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's hosted mailboxes, newest first, with its mailbox slots and the price of one",
  responses: { 200: success(MailboxListSchema, 'The mailboxes') },
});

export const createHostedMailbox = mailboxRoute({
  operationId: 'createHostedMailbox',
  method: 'post',
  path: '/',
  tags,
  summary:
    'Create a mailbox on a ready domain: a slot and its price ("AI mailbox") taken, the mailbox provisioned, its email integration connected',
  request: { body: jsonBody(createMailboxInput) },
  responses: {
    201: success(CreatedMailboxSchema, 'The mailbox and the balance left'),
    400: failure(`${hostedMailboxMessages.invalidName}; ${hostedMailboxMessages.fromName}`),
    402: failure(
      `${hostedMailboxMessages.noSlots(5)}; ${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}; ${billingMessages.memberCapReached}`,
    ),
    404: failure(`${hostedMailboxMessages.domainNotFound}; ${hostedMailboxMessages.credentialNotFound}`),
    409: failure(
      `${hostedMailboxMessages.domainNotReady}; ${hostedMailboxMessages.perDomain}; ${hostedMailboxMessages.duplicate}`,
    ),
  },
});

export const deleteHostedMailbox = mailboxRoute({
  operationId: 'deleteHostedMailbox',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a mailbox: removed from the mail host, its email integration with it (its slot frees)',
  request: { params: idParams },
  responses: {
    200: success(z.object({ id: z.string() }), 'The deleted mailbox'),
    404: failure(hostedMailboxMessages.notFound),
  },
});
