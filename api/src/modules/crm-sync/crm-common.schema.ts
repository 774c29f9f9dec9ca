import { errorMessages } from '../../errors';
import { z } from '../../openapi/contract';
import { strictObject } from '../../strict-object';

/** The CRM calls of no one platform (spec outreach §7 "CRM"): their messages. */
export const crmCommonMessages = {
  credentialsNotFound: 'Credentials not found',
  notAMember: 'Send the export to the email of a member of this workspace',
} as const;

/** GET /integrations/crm/suggestions: what POST /space/crm_suggestion stored, newest first. */
export const CrmSuggestionListItemSchema = z
  .object({
    _id: z.string(),
    crm_suggestion: z.string(),
    user_id: z.string().nullable().openapi({ description: 'Who suggested it (null once they are removed)' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('CrmSuggestionListItem');

/** POST /integrations/crm/export_duplicates {email, credentials_id}. */
export const exportDuplicatesInput = strictObject({
  email: z
    .string({ error: errorMessages.emailRequired })
    .trim()
    .min(1, { error: errorMessages.emailRequired })
    .pipe(z.email({ error: errorMessages.emailNotValid }).max(254)),
  credentials_id: z.string({ error: crmCommonMessages.credentialsNotFound }).max(64),
});

export const ExportDuplicatesSchema = z
  .object({
    email: z.string(),
    credentials_id: z.string(),
    duplicates: z.number().int().openapi({ description: 'Prospects in the export' }),
  })
  .openapi('CrmDuplicatesExport');
