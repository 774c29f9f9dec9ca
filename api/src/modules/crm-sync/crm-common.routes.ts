/**
 * The declarations of the CRM calls of no one platform (spec outreach §7 "CRM"):
 * GET /integrations/crm/suggestions and POST /integrations/crm/export_duplicates; the handlers are
 * in crm-common.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { failure, jsonBody, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import {
  CrmSuggestionListItemSchema,
  crmCommonMessages,
  ExportDuplicatesSchema,
  exportDuplicatesInput,
} from './crm-common.schema';

const tags = ['CRM'] as const;

export const listCrmSuggestions = workspaceRoute({
  operationId: 'listCrmSuggestions',
  method: 'get',
  path: '/suggestions',
  tags,
  summary:
    "The CRMs this workspace's members asked to be integrated (POST /space/crm_suggestion), newest first",
  responses: { 200: success(z.array(CrmSuggestionListItemSchema), 'At most 100 suggestions') },
});

export const exportCrmDuplicates = workspaceRoute({
  operationId: 'exportCrmDuplicates',
  method: 'post',
  path: '/export_duplicates',
  tags,
  summary:
    "Email the CSV of an account's prospects the CRM already holds (a push with deduplication skips them)",
  description:
    'The prospects of the account (credentials_id, one the caller may see) that already have an open deal in the built-in CRM, as a CSV in an email to `email`, which must be a member of the workspace. Needs the plan’s CRM (402).',
  request: { body: jsonBody(exportDuplicatesInput) },
  responses: {
    200: success(ExportDuplicatesSchema, 'The export, sent'),
    400: failure(
      `${errorMessages.emailRequired}; ${errorMessages.emailNotValid}; ${crmCommonMessages.credentialsNotFound}; ${crmCommonMessages.notAMember}`,
    ),
    402: featureLockedFailure('native_crm', 'basic'),
  },
});
