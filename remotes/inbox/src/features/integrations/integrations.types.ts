import type { ApiSchema } from '@outreach/core/contract';

/** The catalogue as GET /integrations/catalogue answers it (the API's own schemas, contract.gen.ts). */
export type CatalogueJson = ApiSchema<'IntegrationsCatalogue'>;
export type CatalogueProvider = ApiSchema<'CatalogueProvider'>;
export type MailboxJson = ApiSchema<'EmailIntegration'>;
export type CatalogueCategory = CatalogueProvider['category'];
