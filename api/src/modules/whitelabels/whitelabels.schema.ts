import {
  authOptionsSchema,
  brandSchema,
  embedOriginSchema,
  imageDataUrl,
  paletteSchema,
  supportIntegrations,
} from '@outreach/brands/schema';
import { z } from '../../openapi/contract';
import { whitelabelMessages } from './messages';

/**
 * The white-label admin API's bodies and answers (issue 14; snake_case JSON). The brand itself
 * (`brand`) is the public Brand of @outreach/brands/schema, as GET /config sends it.
 */

/** A host name a brand answers on: lower-cased, no port, no scheme (e.g. app.example.com, acme.localhost). */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, whitelabelMessages.badHostname)
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    whitelabelMessages.badHostname,
  );

const emailSchema = z.string().trim().toLowerCase().max(254).email(whitelabelMessages.badEmail);

const domainsSchema = z.array(hostnameSchema).max(50);
const ownerEmailsSchema = z.array(emailSchema).max(50);

export const whitelabelIdParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The white-label id' }),
});

export const listWhitelabelsQuery = z.object({
  status: z.enum(['active', 'archived']).default('active'),
});

export const createWhitelabelInput = z
  .object({
    id: brandSchema.shape.id.max(40),
    name: z.string().trim().min(1, 'Fill this field').max(80),
    domains: domainsSchema,
    owner_emails: ownerEmailsSchema,
    copy_from: z.string().max(100).optional(),
  })
  .strict();

const navLinksInput = z
  .object({
    help: z.url().max(500).optional(),
    learning: z.url().max(500).optional(),
    community: z.url().max(500).optional(),
    affiliate: z.url().max(500).optional(),
    referAndEarn: z.url().max(500).optional(),
  })
  .strict();

export const detailsInput = z
  .object({
    name: z.string().trim().min(1, 'Fill this field').max(80),
    domains: domainsSchema,
    owner_emails: ownerEmailsSchema,
    nav_links: navLinksInput.optional(),
    embed_origins: z.array(embedOriginSchema).max(20).optional(),
  })
  .strict();

export const colorsInput = z.object({ light: paletteSchema.strict(), dark: paletteSchema.strict() }).strict();

export const assetsInput = z
  .object({
    logo_shape: z.enum(['square', 'rectangle']),
    logo_image: imageDataUrl.nullable().optional(),
    favicon: imageDataUrl.nullable().optional(),
  })
  .strict();

/** The auth options without their cross-field rules: the service checks those for exact messages. */
export const optionsInput = z
  .object({
    auth: z.object(authOptionsSchema.shape).strict(),
    features: brandSchema.shape.features.strict(),
  })
  .strict();

const smtpInput = z
  .object({
    host: hostnameSchema,
    port: z.number().int().min(1).max(65535),
    secure: z.boolean(),
    user: z.string().trim().max(200).optional(),
    password: z.string().max(500).optional(),
  })
  .strict();

export const emailConfigInput = z
  .object({
    sender_name: z
      .string()
      .trim()
      .max(80)
      .regex(/^[^\r\n<>"]*$/, 'must not hold line breaks, quotes or < >'),
    sender_address: emailSchema,
    smtp: smtpInput.nullable(),
  })
  .strict();

/** A platform admin's word that the sender address's domain is the brand's (DKIM/SPF checks come later). */
export const emailDomainInput = z.object({ verified: z.boolean() }).strict();

export const supportInput = z
  .object({
    integration: z.enum(supportIntegrations),
    app_id: z.string().trim().max(100).optional(),
  })
  .strict();

export const testEmailInput = z.object({ whitelabel_id: z.string().max(100), to: emailSchema }).strict();

export const WhitelabelRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(['active', 'archived']),
    family: z.string(),
    domains: z.array(z.string()),
    owner_emails: z.array(z.string()),
    logo: brandSchema.shape.logo,
    primary: z.string().openapi({ description: 'The light theme primary colour' }),
    customers: z.number().int().openapi({ description: 'Workspaces of this brand' }),
    created_at: z.string(),
    archived_at: z.string().nullable(),
  })
  .openapi('WhitelabelRow');

export const WhitelabelListSchema = z
  .object({ items: z.array(WhitelabelRowSchema), total: z.number().int() })
  .openapi('WhitelabelList');

export const WhitelabelSchema = z
  .object({
    id: z.string(),
    status: z.enum(['active', 'archived']),
    brand: brandSchema,
    owner_emails: z.array(z.string()),
    email_config: z.object({
      sender_name: z.string().nullable(),
      sender_address: z.string().nullable(),
      domain_verified: z.boolean().openapi({
        description:
          "True when a platform admin verified the sender address's domain: only then do the brand's secret emails (reset, activation, invites) come from that address, else from the platform's address under the sender name",
      }),
      verified_domain: z
        .string()
        .nullable()
        .openapi({ description: 'The mail domain a platform admin verified' }),
      smtp: z
        .object({
          host: z.string(),
          port: z.number().int(),
          secure: z.boolean(),
          user: z.string().nullable(),
          has_password: z.boolean(),
        })
        .nullable(),
    }),
    created_at: z.string(),
    updated_at: z.string(),
    archived_at: z.string().nullable(),
    can_edit: z.object({
      details: z.boolean(),
      options: z.boolean(),
      colors: z.boolean(),
      support: z.boolean(),
      email: z.boolean(),
      /** Verifying the sender's mail domain: platform admins only. */
      email_domain: z.boolean(),
    }),
  })
  .openapi('Whitelabel');
export type WhitelabelJson = z.infer<typeof WhitelabelSchema>;
export type WhitelabelRowJson = z.infer<typeof WhitelabelRowSchema>;

export const TestEmailSchema = z
  .object({ sent: z.literal(true), from: z.string() })
  .openapi('WhitelabelTestEmail');
