/**
 * The declarations of /integrations (outreach §7 "Other integrations") and of
 * /credentials/integrations, each named by its operationId; the handlers are in
 * integrations.handlers.ts.
 */
import { errorMessages } from '../../errors';
import {
  createRoute,
  failure,
  jsonBody,
  lockedFailure,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { ssrfMessages } from '../../ssrf';
import {
  addSmtpInput,
  credentialsQuery,
  disconnectFields,
  followUpsInput,
  IntegrationConnectSchema,
  IntegrationSchema,
  integrationMessages,
  integrationParams,
  mailboxOAuthCallbackQuery,
  providerParams,
} from './integrations.schema';

const tags = ['Email integrations'] as const;
const notFound = `${integrationMessages.unknownProvider}; ${integrationMessages.notFound}`;

export const connectIntegration = workspaceRoute({
  operationId: 'connectIntegration',
  method: 'post',
  path: '/{provider}/connect',
  tags,
  summary: 'Start an integration for a credential (SMTP: disconnected until its settings are added)',
  request: { params: providerParams, query: credentialsQuery.extend(spaceQuery.shape) },
  responses: {
    201: success(IntegrationConnectSchema, 'The new integration, and the settings page the UI opens'),
    400: failure(
      `credentials_id: ${integrationMessages.credentialNotFound}; {Provider} integration is not configured`,
    ),
    404: failure(`${integrationMessages.unknownProvider}; ${integrationMessages.credentialNotFound}`),
    402: lockedFailure(
      'Your plan allows {limit} email integrations: upgrade to add more (code limit_reached)',
    ),
  },
});

export const integrationOauthCallback = createRoute({
  operationId: 'integrationOauthCallback',
  method: 'get',
  path: '/{provider}/oauth_callback',
  tags,
  summary:
    'Google or Microsoft mailbox sign-in redirect (no session: the state, single use and bound to the browser that called connect by an HttpOnly cookie, names the integration); back to /integrations?type=email',
  request: { params: providerParams, query: mailboxOAuthCallbackQuery },
  responses: {
    302: {
      description:
        'To /integrations?type=email, with &error= in plain words when the sign-in was denied or refused',
      headers: z.object({ Location: z.string() }),
    },
    400: failure(`${integrationMessages.oauthStateRefused}; {Provider} integration is not configured`),
    403: failure(errorMessages.spaceBlocked),
    404: failure(integrationMessages.unknownProvider),
  },
});

export const disconnectIntegration = workspaceRoute({
  operationId: 'disconnectIntegration',
  method: 'post',
  path: '/{provider}/disconnect',
  tags,
  summary:
    "Disconnect one integration (integration_id), or all of the provider's for a credential (credentials_id)",
  request: {
    params: providerParams,
    query: disconnectFields.extend(spaceQuery.shape),
    // integration_id or credentials_id may come in the query or in a JSON body (the body's win).
    body: { required: false, content: { 'application/json': { schema: disconnectFields } } },
  },
  responses: {
    200: success(z.array(IntegrationSchema), 'The integrations disconnected'),
    400: failure('integration_id: Fill this field'),
    404: failure(`${notFound}; ${integrationMessages.credentialNotFound}`),
  },
});

export const addSmtp = workspaceRoute({
  operationId: 'addSmtp',
  method: 'put',
  path: '/{provider}/{id}/add_smtp',
  tags,
  summary: "Set an SMTP integration's servers; both logins are tried before anything is stored",
  request: { params: integrationParams, body: jsonBody(addSmtpInput) },
  responses: {
    200: success(IntegrationSchema, 'The integration, connected'),
    402: lockedFailure(
      'Your plan allows {limit} email integrations: upgrade to add more (code limit_reached; a mailbox takes its place in the plan when first set up)',
    ),
    400: failure(
      `host: Fill this field; port: ${integrationMessages.port}; from_email: ${integrationMessages.invalidEmail}; ${integrationMessages.smtpOnly}; ${ssrfMessages.privateMailServer}; {field}: {what to change} (e.g. secure: Port 587 uses STARTTLS: turn SSL off; password: The SMTP server refused the user name or password; imap_host: Could not connect to {host}:{port}: host not found)`,
    ),
    404: failure(notFound),
  },
});

export const setFollowUps = workspaceRoute({
  operationId: 'setFollowUps',
  method: 'put',
  path: '/{provider}/{id}/follow_ups',
  tags,
  summary:
    'What follow-ups do for a mailbox without IMAP, whose replies are never read: stop after the first email (default) or send anyway',
  request: { params: integrationParams, body: jsonBody(followUpsInput) },
  responses: {
    200: success(IntegrationSchema, 'The integration, with its choice'),
    400: failure('follow_ups_without_replies: Choose stop or send'),
    404: failure(notFound),
  },
});

export const removeIntegration = workspaceRoute({
  operationId: 'removeIntegration',
  method: 'delete',
  path: '/{provider}/{id}/delete',
  tags,
  summary:
    'Remove a mailbox, whatever its state (one begun and never set up included); it no longer counts against the plan',
  request: { params: integrationParams },
  responses: {
    200: success(IntegrationSchema, 'The integration removed'),
    404: failure(notFound),
  },
});

export const listCredentialIntegrations = workspaceRoute({
  operationId: 'listCredentialIntegrations',
  method: 'get',
  path: '/',
  tags,
  summary: "A credential's email integrations, oldest first",
  request: { query: credentialsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(IntegrationSchema), 'The integrations'),
    400: failure(`credentials_id: ${integrationMessages.credentialNotFound}`),
    404: failure(integrationMessages.credentialNotFound),
  },
});
