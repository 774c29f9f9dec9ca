/**
 * The declarations of /admin/validate, /admin/validate_original and /admin/impersonation/end (spec
 * platform §7 Admin), each named by its operationId; the handlers are in admin-session.handlers.ts.
 */
import { failure, spaceQuery, success } from '../../openapi/contract';
import { signedInRoute } from '../../openapi/route-kinds';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import {
  AdminValidationSchema,
  ImpersonationEndSchema,
  OriginalAdminValidationSchema,
} from './admin-session.schema';

const tags = ['Admin'] as const;
/** A workspace API key may not call these (the 401 is `signedInRoute`'s). */
const sessionOnly = { 403: failure(apiKeyAuthMessages.sessionOnly) };

export const validateAdmin = signedInRoute({
  operationId: 'validateAdmin',
  method: 'get',
  path: '/validate',
  tags,
  summary:
    'Whether the signed-in user is a platform admin, a super admin, and which brands they resell (answers every signed-in user)',
  responses: {
    200: success(AdminValidationSchema, 'The answer'),
    ...sessionOnly,
  },
});

export const validateOriginalAdmin = signedInRoute({
  operationId: 'validateOriginalAdmin',
  method: 'get',
  path: '/validate_original',
  tags,
  summary:
    "Whether the route guard may keep `space`: a platform admin, and whether it is a customer's workspace",
  request: { query: spaceQuery },
  responses: {
    200: success(OriginalAdminValidationSchema, 'The answer'),
    ...sessionOnly,
  },
});

export const endImpersonation = signedInRoute({
  operationId: 'endImpersonation',
  method: 'post',
  path: '/impersonation/end',
  tags,
  summary:
    '"Back to admin": ends the signed-in admin\'s "log in as customer" in `space` (every open one without it), audited as impersonation.end',
  request: { query: spaceQuery },
  responses: {
    200: success(ImpersonationEndSchema, 'How many sessions ended'),
    ...sessionOnly,
  },
});
