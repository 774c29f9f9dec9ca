/**
 * Mailbox warm-up (issue 29; spec ai-telephony §2 "mailboxes/warm-up/{mailboxId}"). The spec shows
 * no calls for it: they sit under /ai_email/warmup, beside /ai_email/domains. A mailbox is an email
 * integration of the workspace (connected in Integrations or hosted by the AI email service).
 * Every route needs the plan feature email_warming.
 */
import { failure, jsonBody, success } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import {
  HighlightsInput,
  HighlightsSchema,
  MailboxWarmupListSchema,
  MailboxWarmupSchema,
  mailboxParams,
  WarmupSettingsInput,
} from './warmup.schema';
import { warmupMessages } from './warmup.service';

const tags = ['Email integrations'] as const;
const warmupRoute = featureRoute('email_warming', 'growth');

export const listMailboxWarmups = warmupRoute({
  operationId: 'listMailboxWarmups',
  method: 'get',
  path: '/',
  tags,
  summary:
    "The workspace's mailboxes with their warm-up: status and stop reason, day, health score, today's mails",
  responses: {
    200: success(MailboxWarmupListSchema, 'Every mailbox of the workspace, off ones included, by address'),
  },
});

export const getMailboxWarmup = warmupRoute({
  operationId: 'getMailboxWarmup',
  method: 'get',
  path: '/{mailboxId}',
  tags,
  summary: "A mailbox's warm-up: settings, status and stop reason, the last 14 days and the health score",
  request: { params: mailboxParams },
  responses: {
    200: success(MailboxWarmupSchema, 'The warm-up'),
    404: failure(warmupMessages.notFound),
  },
});

export const updateMailboxWarmup = warmupRoute({
  operationId: 'updateMailboxWarmup',
  method: 'put',
  path: '/{mailboxId}',
  tags,
  summary: 'Change the ramp (start, daily increase, maximum, reply share, variance) and the pool opt-in',
  request: { params: mailboxParams, body: jsonBody(WarmupSettingsInput) },
  responses: {
    200: success(MailboxWarmupSchema, 'The warm-up with its new settings'),
    400: failure(warmupMessages.maxBelowStart),
    404: failure(warmupMessages.notFound),
  },
});

export const enableMailboxWarmup = warmupRoute({
  operationId: 'enableMailboxWarmup',
  method: 'post',
  path: '/{mailboxId}/enable',
  tags,
  summary: 'Start (or restart after a stop) the warm-up of a mailbox',
  request: { params: mailboxParams },
  responses: {
    200: success(MailboxWarmupSchema, 'The warm-up, warming'),
    404: failure(warmupMessages.notFound),
    409: failure(`${warmupMessages.notConnected}; ${warmupMessages.noImap}`),
  },
});

export const disableMailboxWarmup = warmupRoute({
  operationId: 'disableMailboxWarmup',
  method: 'post',
  path: '/{mailboxId}/disable',
  tags,
  summary: 'Turn the warm-up of a mailbox off',
  request: { params: mailboxParams },
  responses: {
    200: success(MailboxWarmupSchema, 'The warm-up, off'),
    404: failure(warmupMessages.notFound),
  },
});

export const getWarmupHighlights = warmupRoute({
  operationId: 'getWarmupHighlights',
  method: 'get',
  path: '/highlights/settings',
  tags,
  summary: 'How often the highlights email reports warm-up and mailbox health (weekly, monthly or off)',
  responses: { 200: success(HighlightsSchema, 'The frequency') },
});

export const updateWarmupHighlights = warmupRoute({
  operationId: 'updateWarmupHighlights',
  method: 'put',
  path: '/highlights/settings',
  tags,
  summary: 'Send the highlights email weekly (Monday 9 a.m.), monthly (the 1st, 9 a.m.) or never',
  request: { body: jsonBody(HighlightsInput) },
  responses: { 200: success(HighlightsSchema, 'The frequency') },
});
