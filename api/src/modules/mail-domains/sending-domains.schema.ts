import { z } from '@hono/zod-openapi';
import { sendingDomainStatuses } from '../../db/schema';
import { recordPurposes } from '../../providers/mail-auth/domain-records';
import { DomainCheckSchema } from './mail-domains.schema';
import { sendingDomainMessages } from './sending-domains.service';

/** /ai_email/domains (issue 29): the AI email service's own sending domains. */
export const domainNameInput = z.object({
  name: z
    .string({ error: 'name: Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(253, { error: sendingDomainMessages.invalid })
    .openapi({ example: 'acme-mail.com' }),
});

export const DomainOfferSchema = z
  .object({
    domain: z.string().openapi({ example: 'acme-mail.com' }),
    available: z.boolean(),
    price: z.number().int().openapi({ description: 'One year, in credits' }),
  })
  .openapi('SendingDomainOffer');

export const SendingDomainSchema = z
  .object({
    id: z.string(),
    name: z.string().openapi({ example: 'acme-mail.com' }),
    status: z.enum(sendingDomainStatuses),
    price: z.number().int(),
    created_at: z.string(),
    ready_at: z.string().nullable(),
    checked_at: z.string().nullable(),
    check_status: z.enum(['ok', 'warning', 'error']).nullable().openapi({
      description: 'The last DNS check’s overall status; null until the domain is first checked',
    }),
  })
  .openapi('SendingDomain');

export const DnsRecordSchema = z
  .object({
    purpose: z.enum(recordPurposes),
    type: z.enum(['MX', 'TXT', 'CNAME']),
    name: z.string(),
    value: z.string(),
    priority: z.number().int().optional(),
  })
  .openapi('DnsRecordToPublish');

export const SendingDomainDetailSchema = SendingDomainSchema.extend({
  records: z.array(DnsRecordSchema).openapi({ description: 'The records to publish' }),
  // A union, not DomainCheckSchema.nullable(): that types the client's field as never null.
  last_check: z.union([DomainCheckSchema, z.null()]),
}).openapi('SendingDomainDetail');

export const BoughtDomainSchema = z
  .object({ domain: SendingDomainDetailSchema, balance: z.number().int() })
  .openapi('BoughtSendingDomain');
