import { authOptionMessages } from '@outreach/brands/schema';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { createRouter, failure, guarded, jsonBody, okBody, success, type z } from '../../openapi/contract';
import { adminRoute } from '../../openapi/route-kinds';
import { assertBrandInScope, requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { whitelabelMessages } from './messages';
import { sendTestEmail } from './test-email';
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
import {
  archiveWhitelabel,
  createWhitelabel,
  getWhitelabel,
  listWhitelabels,
  restoreWhitelabel,
  saveAssets,
  saveColors,
  saveDetails,
  saveEmailConfig,
  saveEmailDomain,
  saveOptions,
  saveSupport,
  type WhitelabelOptions,
} from './whitelabels.service';

const tags = ['Admin'] as const;

const notFound = { 404: failure(whitelabelMessages.notFound) };

export const listWhitelabelsRoute = adminRoute({
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

export const createWhitelabelRoute = adminRoute({
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

export const getWhitelabelRoute = adminRoute({
  operationId: 'getWhitelabel',
  method: 'get',
  path: '/whitelabels/{id}',
  tags,
  summary:
    'One white-label: its public brand, owners, email configuration (no password) and what this admin may edit',
  request: { params: whitelabelIdParams },
  responses: { 200: success(WhitelabelSchema, 'The white-label'), ...notFound },
});

function putSection<Body extends z.ZodType>(
  operationId: string,
  path: string,
  summary: string,
  body: Body,
  errors: string,
) {
  return adminRoute({
    operationId,
    method: 'put',
    path: `/whitelabels/{id}/${path}`,
    tags,
    summary,
    request: { params: whitelabelIdParams, body: jsonBody(body) },
    responses: {
      200: success(WhitelabelSchema, 'The white-label as saved'),
      400: failure(errors),
      ...notFound,
    },
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
    200: success(WhitelabelSchema, 'The white-label as saved'),
    400: failure(`domains.0: ${whitelabelMessages.badHostname}`),
    ...notFound,
    409: failure(whitelabelMessages.domainTaken),
  },
});
export const updateWhitelabelColors = putSection(
  'updateWhitelabelColors',
  'colors',
  'The light and dark palettes',
  colorsInput,
  'light.primary: must be a hex colour (#abc or #aabbcc)',
);
export const updateWhitelabelAssets = putSection(
  'updateWhitelabelAssets',
  'assets',
  'Logo shape, uploaded logo and favicon (data: URLs; null removes one)',
  assetsInput,
  'logo_image: must be a PNG, JPEG, WEBP, GIF or SVG image',
);
export const updateWhitelabelOptions = putSection(
  'updateWhitelabelOptions',
  'options',
  'Auth options and features (platform admins)',
  optionsInput,
  `${authOptionMessages.oneMethod}; ${authOptionMessages.uiVersusGhlOnly}; ${authOptionMessages.passwordVersusGhlOnly}`,
);
export const updateWhitelabelEmailConfig = putSection(
  'updateWhitelabelEmailConfig',
  'email_config',
  "Sender and SMTP server of the brand's system emails (the password is kept sealed, never returned; omitted keeps it)",
  emailConfigInput,
  'sender_address: must be an email address',
);
export const setWhitelabelEmailDomain = adminRoute({
  operationId: 'setWhitelabelEmailDomain',
  method: 'put',
  path: '/whitelabels/{id}/email_domain',
  tags,
  summary:
    "Mark the sender address's domain as the brand's verified mail domain, or withdraw it (platform admins only): only then do its secret emails come from that address",
  request: { params: whitelabelIdParams, body: jsonBody(emailDomainInput) },
  responses: {
    200: success(WhitelabelSchema, 'The white-label as saved'),
    400: failure(whitelabelMessages.noSenderToVerify),
    ...notFound,
  },
});
export const updateWhitelabelSupport = putSection(
  'updateWhitelabelSupport',
  'support',
  'The support chat widget and its app id',
  supportInput,
  `${whitelabelMessages.appIdRequired}; ${whitelabelMessages.badAppId}`,
);

function statusRoute(operationId: string, action: 'archive' | 'restore') {
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
      200: success(WhitelabelSchema, 'The white-label as saved'),
      400: failure(
        action === 'archive' ? whitelabelMessages.defaultCannotBeArchived : whitelabelMessages.notArchived,
      ),
      ...notFound,
      ...(action === 'restore' ? { 409: failure(whitelabelMessages.domainTaken) } : {}),
    },
  });
}
export const archiveWhitelabelRoute = statusRoute('archiveWhitelabel', 'archive');
export const restoreWhitelabelRoute = statusRoute('restoreWhitelabel', 'restore');

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

/**
 * /admin/whitelabels and /admin/emails/test (issue 14): white-labels as records. Platform admins
 * see and edit all; resellers (owner emails) only their own brands' colours and assets, support
 * and email (404 for another brand, 403 for what only platform admins do).
 */
export function whitelabelsRoutes(deps: AppDependencies, options: WhitelabelOptions) {
  const router = createRouter();
  const admin = [authenticate(deps), requireAdminScope(deps)] as const;
  // Routes of one white-label: another brand's id is 404 for a reseller before the body is read.
  const inScope = createMiddleware<AppEnv>(async (c, next) => {
    assertBrandInScope(c.get('adminScope'), c.req.param('id') ?? '', whitelabelMessages.notFound);
    await next();
  });
  const one = [...admin, inScope] as const;

  router.openapi(guarded(listWhitelabelsRoute, ...admin), async (c) =>
    c.json(okBody(await listWhitelabels(deps.db, c.get('adminScope'), c.req.valid('query').status)), 200),
  );
  router.openapi(guarded(createWhitelabelRoute, ...admin), async (c) =>
    c.json(okBody(await createWhitelabel(deps, c.get('adminScope'), c.req.valid('json'))), 201),
  );
  router.openapi(guarded(getWhitelabelRoute, ...one), async (c) =>
    c.json(okBody(await getWhitelabel(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(updateWhitelabelDetails, ...one), async (c) =>
    c.json(
      okBody(await saveDetails(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(updateWhitelabelColors, ...one), async (c) =>
    c.json(
      okBody(await saveColors(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(updateWhitelabelAssets, ...one), async (c) =>
    c.json(
      okBody(await saveAssets(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(updateWhitelabelOptions, ...one), async (c) =>
    c.json(
      okBody(await saveOptions(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(updateWhitelabelEmailConfig, ...one), async (c) =>
    c.json(
      okBody(
        await saveEmailConfig(
          deps,
          c.get('adminScope'),
          c.req.valid('param').id,
          c.req.valid('json'),
          options,
        ),
      ),
      200,
    ),
  );
  router.openapi(guarded(setWhitelabelEmailDomain, ...one), async (c) =>
    c.json(
      okBody(await saveEmailDomain(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(updateWhitelabelSupport, ...one), async (c) =>
    c.json(
      okBody(await saveSupport(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
  router.openapi(guarded(archiveWhitelabelRoute, ...one), async (c) =>
    c.json(okBody(await archiveWhitelabel(deps, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(restoreWhitelabelRoute, ...one), async (c) =>
    c.json(okBody(await restoreWhitelabel(deps, c.get('adminScope'), c.req.valid('param').id)), 200),
  );
  router.openapi(guarded(sendBrandTestEmail, ...admin), async (c) =>
    c.json(okBody(await sendTestEmail(deps, c.get('adminScope'), c.req.valid('json'), options)), 200),
  );

  return router;
}
