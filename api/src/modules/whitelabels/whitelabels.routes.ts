/**
 * The declarations of /admin/whitelabels and /admin/emails/test (issue 14), each named by its
 * operationId; the handlers, and who may call which, are in whitelabels.handlers.ts.
 */
import { authOptionMessages } from '@outreach/brands/schema';
import { failure, jsonBody, success, type z } from '../../openapi/contract';
import { adminRoute } from '../../openapi/route-kinds';
import { whitelabelMessages } from './messages';
import {
  assetsInput,
  colorsInput,
  createWhitelabelInput,
  detailsInput,
  emailConfigInput,
  emailDomainInput,
  listWhitelabelsQuery,
  optionsInput,
  supportInput,
  TestEmailSchema,
  testEmailInput,
  WhitelabelListSchema,
  WhitelabelSchema,
  whitelabelIdParams,
} from './whitelabels.schema';

const tags = ['Admin'] as const;

const notFound = { 404: failure(whitelabelMessages.notFound) };

export const listWhitelabels = adminRoute({
  operationId: 'listWhitelabels',
  method: 'get',
  path: '/whitelabels',
  tags,
  summary:
    "White-labels of one status (platform admins: all; resellers: their own), each with its customers' count",
  request: { query: listWhitelabelsQuery },
  responses: {
    200: success(WhitelabelListSchema, 'The white-labels, by name'),
    400: failure('status: Invalid option'),
  },
});

export const createWhitelabel = adminRoute({
  operationId: 'createWhitelabel',
  method: 'post',
  path: '/whitelabels',
  tags,
  summary: 'Create a white-label as a copy of another (platform admins); its plans and prices are seeded',
  request: { body: jsonBody(createWhitelabelInput) },
  responses: {
    201: success(WhitelabelSchema, 'The new white-label'),
    400: failure(
      `domains.0: ${whitelabelMessages.badHostname}; id: brand id: lower-case letters, digits and dashes`,
    ),
    409: failure(`${whitelabelMessages.idTaken}; ${whitelabelMessages.domainTaken}`),
  },
});

export const getWhitelabel = adminRoute({
  operationId: 'getWhitelabel',
  method: 'get',
  path: '/whitelabels/{id}',
  tags,
  summary:
    'One white-label: its public brand, owners, email configuration (no password) and what this admin may edit',
  request: { params: whitelabelIdParams },
  responses: { 200: success(WhitelabelSchema, 'The white-label'), ...notFound },
});

const savedAnswer = success(WhitelabelSchema, 'The white-label as saved');

/** A section of a white-label's settings, saved by PUT /whitelabels/{id}/<section>. */
function sectionRoute<Name extends string, Body extends z.ZodType>(route: {
  operationId: Name;
  section: string;
  summary: string;
  body: Body;
  errors: string;
}) {
  return adminRoute({
    operationId: route.operationId,
    method: 'put',
    path: `/whitelabels/{id}/${route.section}`,
    tags,
    summary: route.summary,
    request: { params: whitelabelIdParams, body: jsonBody(route.body) },
    responses: { 200: savedAnswer, 400: failure(route.errors), ...notFound },
  });
}

export const updateWhitelabelDetails = adminRoute({
  operationId: 'updateWhitelabelDetails',
  method: 'put',
  path: '/whitelabels/{id}/details',
  tags,
  summary: 'Name, domains, owner emails, navigation links and embedding pages (platform admins)',
  request: { params: whitelabelIdParams, body: jsonBody(detailsInput) },
  responses: {
    200: savedAnswer,
    400: failure(`domains.0: ${whitelabelMessages.badHostname}`),
    ...notFound,
    409: failure(whitelabelMessages.domainTaken),
  },
});
export const updateWhitelabelColors = sectionRoute({
  operationId: 'updateWhitelabelColors',
  section: 'colors',
  summary: 'The light and dark palettes',
  body: colorsInput,
  errors: 'light.primary: must be a hex colour (#abc or #aabbcc)',
});
export const updateWhitelabelAssets = sectionRoute({
  operationId: 'updateWhitelabelAssets',
  section: 'assets',
  summary: 'Logo shape, uploaded logo and favicon (data: URLs; null removes one)',
  body: assetsInput,
  errors: 'logo_image: must be a PNG, JPEG, WEBP, GIF or SVG image',
});
export const updateWhitelabelOptions = sectionRoute({
  operationId: 'updateWhitelabelOptions',
  section: 'options',
  summary: 'Auth options and features (platform admins)',
  body: optionsInput,
  errors: `${authOptionMessages.oneMethod}; ${authOptionMessages.uiVersusGhlOnly}; ${authOptionMessages.passwordVersusGhlOnly}`,
});
export const updateWhitelabelEmailConfig = sectionRoute({
  operationId: 'updateWhitelabelEmailConfig',
  section: 'email_config',
  summary:
    "Sender and SMTP server of the brand's system emails (the password is kept sealed, never returned; omitted keeps it)",
  body: emailConfigInput,
  errors: 'sender_address: must be an email address',
});
export const setWhitelabelEmailDomain = adminRoute({
  operationId: 'setWhitelabelEmailDomain',
  method: 'put',
  path: '/whitelabels/{id}/email_domain',
  tags,
  summary:
    "Mark the sender address's domain as the brand's verified mail domain, or withdraw it (platform admins only): only then do its secret emails come from that address",
  request: { params: whitelabelIdParams, body: jsonBody(emailDomainInput) },
  responses: {
    200: savedAnswer,
    400: failure(whitelabelMessages.noSenderToVerify),
    ...notFound,
  },
});
export const updateWhitelabelSupport = sectionRoute({
  operationId: 'updateWhitelabelSupport',
  section: 'support',
  summary: 'The support chat widget and its app id',
  body: supportInput,
  errors: `${whitelabelMessages.appIdRequired}; ${whitelabelMessages.badAppId}`,
});

/** Archive or restore a white-label: POST /whitelabels/{id}/<action>. */
function statusRoute<Name extends string>(route: { operationId: Name; action: 'archive' | 'restore' }) {
  const { operationId, action } = route;
  return adminRoute({
    operationId,
    method: 'post',
    path: `/whitelabels/{id}/${action}`,
    tags,
    summary:
      action === 'archive'
        ? 'Archive a white-label (platform admins): its hosts fall back to the default brand, its workspaces keep working'
        : 'Restore an archived white-label (platform admins)',
    request: { params: whitelabelIdParams },
    responses: {
      200: savedAnswer,
      400: failure(
        action === 'archive' ? whitelabelMessages.defaultCannotBeArchived : whitelabelMessages.notArchived,
      ),
      ...notFound,
      ...(action === 'restore' ? { 409: failure(whitelabelMessages.domainTaken) } : {}),
    },
  });
}
export const archiveWhitelabel = statusRoute({
  operationId: 'archiveWhitelabel',
  action: 'archive',
});
export const restoreWhitelabel = statusRoute({
  operationId: 'restoreWhitelabel',
  action: 'restore',
});

export const sendBrandTestEmail = adminRoute({
  operationId: 'sendBrandTestEmail',
  method: 'post',
  path: '/emails/test',
  tags,
  summary:
    "Send a test email through a white-label's email configuration (SMTP failures answer 400 with the reason)",
  request: { body: jsonBody(testEmailInput) },
  responses: {
    200: success(TestEmailSchema, 'Sent, from this sender'),
    400: failure('Could not connect to smtp.example.com:587: connection refused'),
    ...notFound,
  },
});
