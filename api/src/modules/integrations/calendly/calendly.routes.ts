/**
 * The declarations of /integrations/calendly/... (served by the integrations router, static paths first) (issue 28, spec ai-telephony §7 "Scheduling service"),
 * each named by its operationId; the handlers are in calendly.handlers.ts.
 */
import { createRoute, failure, jsonBody, success, z } from '../../../openapi/contract';
import { workspaceRoute } from '../../../openapi/route-kinds';
import { credentialMessages } from '../../credentials';
import {
  CalendlyConnectSchema,
  calendlyMessages,
  connectionQuery,
  eventTypesQuery,
  oauthCallbackQuery,
  SchedulingEventTypeSchema,
  SchedulingEventTypesPageSchema,
  SchedulingUserSchema,
  sandboxAuthorizeQuery,
  sandboxBookInput,
  userEventTypesQuery,
  userParams,
  credentialsQuery,
  WebhookAnswerSchema,
} from './calendly.schema';

const tags = ['Scheduling'] as const;
const backToIntegrations = {
  description: 'To /integrations?type=productivity, with &error= in plain words when connecting failed',
  headers: z.object({ Location: z.string() }),
};
const notConnected = `${calendlyMessages.userNotFound}; ${calendlyMessages.notConnected}`;

export const connectCalendly = workspaceRoute({
  operationId: 'connectCalendly',
  method: 'post',
  path: '/calendly/connect',
  tags,
  summary:
    "Start connecting the caller's Calendly: the authorisation page to open in a new tab (the UI then polls GET users until the caller's calendly_token appears)",
  request: { query: credentialsQuery },
  responses: {
    200: success(CalendlyConnectSchema, 'The authorisation URL'),
    404: failure(credentialMessages.notFound),
  },
});

export const calendlyOauthCallback = createRoute({
  operationId: 'calendlyOauthCallback',
  method: 'get',
  path: '/calendly/oauth_callback',
  tags,
  security: [],
  summary:
    "Calendly's redirect after the user allowed access (no session: the state, single use and bound to the browser that called connect, names the user and workspace)",
  request: { query: oauthCallbackQuery },
  responses: { 302: backToIntegrations, 400: failure('state: Too long; code: Too long') },
});

export const calendlySandboxAuthorize = createRoute({
  operationId: 'calendlySandboxAuthorize',
  method: 'get',
  path: '/calendly/sandbox/authorize',
  tags,
  security: [],
  summary:
    "The scheduling sandbox's authorisation page (no CALENDLY_CLIENT_ID): allows at once and goes back to this server's callback with a code",
  request: { query: sandboxAuthorizeQuery },
  responses: {
    302: { description: 'To the OAuth callback', headers: z.object({ Location: z.string() }) },
    400: failure("redirect_uri: not this server's Calendly callback"),
    404: failure(calendlyMessages.sandboxOnly),
  },
});

export const disconnectCalendly = workspaceRoute({
  operationId: 'disconnectCalendly',
  method: 'post',
  path: '/calendly/disconnect',
  tags,
  summary:
    "Disconnect the caller's Calendly: the booking webhook removed, the token revoked and cleared; the AI employees booking on it stop (calendly_event_disconnected)",
  request: { query: credentialsQuery },
  responses: {
    200: success(z.array(SchedulingUserSchema), 'The scheduling users after it'),
    404: failure(`${credentialMessages.notFound}; ${calendlyMessages.notConnected}`),
  },
});

export const listSchedulingUsers = workspaceRoute({
  operationId: 'listSchedulingUsers',
  method: 'get',
  path: '/calendly/users',
  tags,
  summary: "The workspace's users, each with calendly_token when their Calendly is connected",
  request: { query: credentialsQuery },
  responses: {
    200: success(z.array(SchedulingUserSchema), 'The scheduling users'),
    404: failure(credentialMessages.notFound),
  },
});

export const listSchedulingEventTypes = workspaceRoute({
  operationId: 'listSchedulingEventTypes',
  method: 'get',
  path: '/calendly/event_types',
  tags,
  summary: "Every connected user's event types in the workspace, a page at a time (limit 16 by default)",
  request: { query: eventTypesQuery },
  responses: {
    200: success(SchedulingEventTypesPageSchema, 'A page of event types'),
    400: failure('offset: must be 0 or more; limit: must be a number from 1 to 100'),
    404: failure(credentialMessages.notFound),
  },
});

export const listUserEventTypes = workspaceRoute({
  operationId: 'listUserEventTypes',
  method: 'get',
  path: '/calendly/{id}/event_types',
  tags,
  summary: "A scheduling user's event types as last loaded from Calendly (limit 100)",
  request: { params: userParams, query: userEventTypesQuery },
  responses: {
    200: success(z.array(SchedulingEventTypeSchema), 'The event types'),
    400: failure('limit: must be a number from 1 to 100'),
    404: failure(notConnected),
  },
});

export const reloadSchedulingEventTypes = workspaceRoute({
  operationId: 'reloadSchedulingEventTypes',
  method: 'post',
  path: '/calendly/{id}/reload',
  tags,
  summary:
    "Fetch a scheduling user's event types from Calendly again; a refused token revokes the connection",
  request: { params: userParams },
  responses: {
    200: success(z.array(SchedulingEventTypeSchema), 'The event types'),
    400: failure(calendlyMessages.cannotRefresh),
    404: failure(notConnected),
  },
});

export const receiveCalendlyWebhook = createRoute({
  operationId: 'receiveCalendlyWebhook',
  method: 'post',
  path: '/calendly/webhook',
  tags,
  security: [],
  summary:
    "Calendly's invitee.created / invitee.canceled for one connection (public; the Calendly-Webhook-Signature over the raw body must be the connection's, 3 minutes' tolerance)",
  request: { query: connectionQuery },
  responses: {
    200: success(WebhookAnswerSchema, 'Received (a booking recorded, a redelivery, or an event not ours)'),
    400: failure(calendlyMessages.invalidSignature),
    404: failure(calendlyMessages.connectionNotFound),
  },
});

export const simulateCalendlyBooking = workspaceRoute({
  operationId: 'simulateCalendlyBooking',
  method: 'post',
  path: '/calendly/sandbox/book',
  tags,
  summary:
    "The scheduling sandbox only: an invitee books (or cancels) on a connected user's Calendly, delivered signed through the webhook like a real one",
  request: { body: jsonBody(sandboxBookInput) },
  responses: {
    200: success(WebhookAnswerSchema, 'The booking delivered'),
    400: failure('email: Invalid email'),
    404: failure(`${calendlyMessages.sandboxOnly}; ${notConnected}`),
  },
});
