import { z } from '@hono/zod-openapi';
import { mailHostKinds } from '../../db/schema';

/**
 * /ai_email/mailboxes (issue 29; spec ai-telephony §4 "AI email service"): the mailboxes the
 * product hosts on the workspace's own sending domains. Messages the client shows verbatim (the
 * spec gives the rules, not their wording: docs/decisions.md).
 */
export const mailboxesPerDomain = 3;

export const hostedMailboxMessages = {
  notFound: 'Mailbox not found',
  domainNotFound: 'Domain not found',
  domainNotReady: 'This domain is not ready yet: mailboxes can be added once it is registered',
  perDomain: `A domain has at most ${mailboxesPerDomain} mailboxes`,
  duplicate: 'A mailbox with this name already exists',
  invalidName:
    'A mailbox name is 1 to 64 letters, digits, dots, dashes or underscores, not starting or ending with a dot',
  fromName: 'Sender name is required (at most 100 characters)',
  credentialNotFound: 'Sender not found',
  /** The "Not enough mailbox slots" warning (spec ai-telephony §6). */
  noSlots: (limit: number) =>
    `Not enough mailbox slots: your plan allows ${limit} mailbox${limit === 1 ? '' : 'es'} and email integrations. Remove one or upgrade to add more`,
} as const;

/** The part before the @: what a user types, checked as RFC 5321 "dot-atom" letters (no quoting). */
const localPartPattern = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;

export const createMailboxInput = z.object({
  domain_id: z.uuid({ error: hostedMailboxMessages.domainNotFound }),
  local_part: z
    .string({ error: hostedMailboxMessages.invalidName })
    .trim()
    .toLowerCase()
    .max(64, { error: hostedMailboxMessages.invalidName })
    .regex(localPartPattern, { error: hostedMailboxMessages.invalidName })
    .openapi({ example: 'ana', description: 'The name before the @, lower-cased' }),
  from_name: z
    .string({ error: hostedMailboxMessages.fromName })
    .trim()
    .min(1, { error: hostedMailboxMessages.fromName })
    .max(100, { error: hostedMailboxMessages.fromName })
    .openapi({ example: 'Ana Lopez', description: 'The sender name of its mails' }),
  credentials_id: z.uuid({ error: hostedMailboxMessages.credentialNotFound }).optional().openapi({
    description:
      'The sender (credential) the mailbox belongs to; left out, a sender named after the address is made for it',
  }),
});
export type CreateMailboxInput = z.infer<typeof createMailboxInput>;

export const HostedMailboxSchema = z
  .object({
    id: z.string(),
    address: z.string().openapi({ example: 'ana@acme-mail.com' }),
    local_part: z.string().openapi({ example: 'ana' }),
    domain_id: z.string(),
    domain: z.string().openapi({ example: 'acme-mail.com' }),
    from_name: z.string(),
    credentials_id: z.string().nullable().openapi({ description: 'The sender it sends for' }),
    integration_id: z.string().nullable().openapi({
      description:
        'Its email integration (provider ai_email_service): campaigns send through it, the inbox reads it, /integrations/ai_email_service/{id}/dns_check checks its domain',
    }),
    host: z.enum(mailHostKinds).openapi({ description: 'The mail host that keeps it (MAIL_HOSTING)' }),
    price: z.number().int().openapi({ description: 'What it cost, in credits' }),
    created_at: z.string(),
  })
  .openapi('HostedMailbox');

export const MailboxSlotsSchema = z
  .object({
    limit: z.number().int().nullable().openapi({ description: "The plan's places; null: unlimited" }),
    used: z
      .number()
      .int()
      .openapi({ description: "The workspace's email integrations, hosted ones included" }),
    available: z.number().int().nullable().openapi({ description: 'null: unlimited' }),
  })
  .openapi('MailboxSlots');

export const MailboxListSchema = z
  .object({
    mailboxes: z.array(HostedMailboxSchema),
    slots: MailboxSlotsSchema,
    per_domain: z.number().int().openapi({ example: mailboxesPerDomain }),
    price: z.number().int().openapi({ description: 'What a new mailbox costs, in credits ("AI mailbox")' }),
  })
  .openapi('HostedMailboxList');

export const CreatedMailboxSchema = z
  .object({ mailbox: HostedMailboxSchema, balance: z.number().int() })
  .openapi('CreatedHostedMailbox');
