import { z } from '@hono/zod-openapi';
import { IntegrationSchema, integrationMessages } from './integrations.schema';

/** spec: outreach §3 Integration, the catalogue's categories in the order the page shows them. */
export const catalogueCategories = ['email', 'crm', 'automation', 'marketing', 'productivity'] as const;
export type CatalogueCategory = (typeof catalogueCategories)[number];

/**
 * A provider's state in the catalogue: an integration's own statuses (§3), plus `coming_soon`
 * (not built yet) and `not_configured` (needs OAuth keys this install does not have, like
 * Google and Microsoft mailboxes without GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET).
 */
export const catalogueStatuses = [
  'connected',
  'disconnected',
  'disabled',
  'coming_soon',
  'not_configured',
] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

export const CatalogueProviderSchema = z
  .object({
    id: z.string().openapi({ example: 'smtp' }),
    name: z.string().openapi({ example: 'SMTP' }),
    category: z.enum(catalogueCategories),
    status: z.enum(catalogueStatuses),
    /** The provider's last refusal, when it has one (an expired CRM token, a mailbox that failed). */
    last_error: z.string().nullable(),
  })
  .openapi('CatalogueProvider');
export type CatalogueProvider = z.infer<typeof CatalogueProviderSchema>;

export const CatalogueSchema = z
  .object({
    categories: z.array(
      z.object({ id: z.enum(catalogueCategories), providers: z.array(CatalogueProviderSchema) }),
    ),
    /** The credential the email statuses and mailboxes are of; null: every credential the user sees. */
    credentials_id: z.string().nullable(),
    /** The email integrations (mailboxes) of that credential, oldest first. */
    mailboxes: z.array(IntegrationSchema),
    // No operator warning here (issue 26 item 24): PUBLIC_URL problems go to the log, GET /health
    // and the admin console (GET /admin/operator_warnings), never to a customer.
  })
  .openapi('IntegrationsCatalogue');
export type CatalogueJson = z.infer<typeof CatalogueSchema>;

export const catalogueQuery = z.object({
  credentials_id: z
    .uuid({ error: integrationMessages.credentialNotFound })
    .optional()
    .openapi({ description: 'The credential whose mailboxes to list; left out, every one the user sees' }),
});
