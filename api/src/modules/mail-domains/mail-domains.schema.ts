import { z } from '@hono/zod-openapi';
import { emailProviders } from '../../db/schema';
import { checkStatuses } from '../../providers/mail-auth/domain-check';
import { recordPurposes } from '../../providers/mail-auth/domain-records';

/** Messages the client shows verbatim (the spec gives none for these calls). */
export const mailDomainMessages = {
  mailboxNotFound: 'Mailbox not found',
  noAddress: 'This mailbox has no email address yet: finish connecting it first',
  /** An address whose part after @ is no domain on the internet (`ana@localhost`). */
  noDomain: 'The domain of this mailbox’s address is not one DNS can check',
};

/** `/{provider}/{id}/dns_check`: a mailbox connected in Integrations. */
export const mailboxParams = z.object({
  provider: z
    .enum(emailProviders, { error: mailDomainMessages.mailboxNotFound })
    .openapi({ param: { name: 'provider', in: 'path' }, example: 'smtp' }),
  id: z
    .uuid({ error: mailDomainMessages.mailboxNotFound })
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The integration (mailbox) id' }),
});

export const RecordCheckSchema = z
  .object({
    record: z.enum(recordPurposes),
    name: z.string().openapi({ description: 'The DNS name looked up', example: '_dmarc.acme.com' }),
    status: z.enum(checkStatuses).openapi({
      description: 'not_checked: the record could not be judged (a DKIM selector that is not known)',
    }),
    message: z.string().openapi({ example: 'SPF does not include _spf.google.com' }),
    found: z.array(z.string()).openapi({ description: 'What the name holds, as found' }),
  })
  .openapi('DnsRecordCheck');

export const DomainCheckSchema = z
  .object({
    domain: z.string().openapi({ example: 'acme.com' }),
    status: z.enum(['ok', 'warning', 'error']).openapi({ description: "The worst of the records' statuses" }),
    records: z.array(RecordCheckSchema),
  })
  .openapi('DnsDomainCheck');
