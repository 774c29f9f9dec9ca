import { z } from '@hono/zod-openapi';
import {
  type EmailProvider,
  emailProviders,
  followUpsWithoutReplies,
  type IntegrationRow,
  integrationStatuses,
} from '../../db/schema';
import type { MailFailure, MailProtocol } from '../../providers/outreach-email/mail-errors';

/** Messages the client shows verbatim: spec outreach §8 where it gives them, decided otherwise. */
export const integrationMessages = {
  notFound: 'Integration not found',
  unknownProvider: 'Unknown integration',
  credentialNotFound: 'Credentials not found',
  credentialRequired: 'credentials_id: Fill this field',
  /** spec: outreach §8. */
  needIntegration: 'You need to add integration',
  /** spec: outreach §8 "email integration down". */
  integrationDown: 'Email integration is down, please reconnect it',
  smtpOnly: 'SMTP settings can only be added to an SMTP integration',
  hostRequired: 'Fill this field',
  invalidEmail: 'Invalid email',
  port: 'Port must be a number from 1 to 65535',
  receiverRequired: 'Fill this field',
  /** The OAuth callback's state was not ours, or is older than its 15 minutes. */
  oauthStateRefused: 'The sign-in link is not valid or has expired: connect the mailbox again',
} as const;

const providerLabels: Record<EmailProvider, string> = {
  google: 'Google',
  sendgrid: 'SendGrid',
  microsoft: 'Microsoft',
  amazon: 'Amazon SES',
  exchange: 'Exchange',
  smtp: 'SMTP',
  ai_email_service: 'AI email service',
};

export function notConfigured(provider: EmailProvider): string {
  return `${providerLabels[provider]} integration is not configured`;
}

/**
 * add_smtp's refusal of a server, prefixed with the body field to change (`secure: Port 587 uses
 * STARTTLS: turn SSL off`, `imap_password: The IMAP server refused …`) like a validation error,
 * so the mailbox form shows it on that field.
 */
export function settingsFailure(protocol: MailProtocol, failure: MailFailure): string;
export function settingsFailure(protocol: MailProtocol, failure: MailFailure | null): string | null;
export function settingsFailure(protocol: MailProtocol, failure: MailFailure | null): string | null {
  if (!failure) return null;
  return `${protocol === 'imap' ? `imap_${failure.field}` : failure.field}: ${failure.message}`;
}

export const providerParam = z.enum(emailProviders, { error: integrationMessages.unknownProvider });

/** `/{provider}/...`: an email provider; any other name is a 404 (integrations.routes.ts). */
export const providerParams = z.object({
  provider: providerParam.openapi({ param: { name: 'provider', in: 'path' }, example: 'smtp' }),
});

/** `/{provider}/{id}/...`: the integration's id. */
export const integrationParams = providerParams.extend({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});

export const credentialsQuery = z.object({
  credentials_id: z
    .uuid({ error: integrationMessages.credentialNotFound })
    .openapi({ description: 'The credential (connected account) the integration belongs to' }),
});

/** POST /{provider}/disconnect: one integration, or all of the provider's for a credential (query or JSON body). */
export const disconnectFields = z.object({
  integration_id: z.uuid({ error: integrationMessages.notFound }).optional(),
  credentials_id: z.uuid({ error: integrationMessages.credentialNotFound }).optional(),
});

/** The query and body of a disconnect together name what it disconnects. */
export const disconnectInput = disconnectFields.refine(
  (value) => value.integration_id !== undefined || value.credentials_id !== undefined,
  // The path prefixes the message ("integration_id: Fill this field" in app.onError).
  { error: 'Fill this field', path: ['integration_id'] },
);

const requiredText = z
  .string({ error: integrationMessages.hostRequired })
  .trim()
  .min(1, { error: integrationMessages.hostRequired })
  .max(255, { error: 'message can not be longer than 255' });
const port = z.coerce
  .number({ error: integrationMessages.port })
  .int({ error: integrationMessages.port })
  .min(1, { error: integrationMessages.port })
  .max(65535, { error: integrationMessages.port });
const password = z
  .string({ error: integrationMessages.hostRequired })
  .min(1, { error: integrationMessages.hostRequired })
  .max(500, { error: 'message can not be longer than 500' });

const followUpsMessage = 'Choose stop or send';

/** What follow-ups do for a mailbox without IMAP, whose replies are never read (issue 26 item 8). */
const followUpsChoice = z.enum(followUpsWithoutReplies, { error: followUpsMessage }).openapi({
  description:
    'A mailbox without IMAP never reads replies: stop (the default) sends each prospect its first email only; send goes on with the follow-ups anyway',
});

/** PUT /integrations/{provider}/{id}/follow_ups. */
export const followUpsInput = z.object({ follow_ups_without_replies: followUpsChoice });

/**
 * PUT /integrations/{provider}/{id}/add_smtp (outreach §7 "SMTP settings body").
 * `secure` defaults to implicit TLS on port 465 and STARTTLS elsewhere; the IMAP
 * login defaults to the SMTP one (the usual mailbox set-up).
 */
export const addSmtpInput = z
  .object({
    host: requiredText,
    port,
    secure: z.boolean().optional(),
    user: requiredText,
    password,
    from_name: z.string().trim().max(100, { error: 'message can not be longer than 100' }).optional(),
    from_email: z.email({ error: integrationMessages.invalidEmail }),
    imap_host: requiredText.optional(),
    imap_port: port.optional(),
    imap_secure: z.boolean().optional(),
    imap_user: requiredText.optional(),
    imap_password: password.optional(),
    follow_ups_without_replies: followUpsChoice.optional(),
  })
  .transform((input) => ({
    smtp: {
      host: input.host,
      port: input.port,
      secure: input.secure ?? input.port === 465,
      user: input.user,
      password: input.password,
    },
    imap: input.imap_host
      ? {
          host: input.imap_host,
          port: input.imap_port ?? 993,
          secure: input.imap_secure ?? (input.imap_port ?? 993) === 993,
          user: input.imap_user ?? input.user,
          password: input.imap_password ?? input.password,
        }
      : null,
    fromName: input.from_name ?? '',
    fromEmail: input.from_email.toLowerCase(),
    followUpsWithoutReplies: input.follow_ups_without_replies,
  }));
export type AddSmtpInput = z.output<typeof addSmtpInput>;

/** POST /workflows/steps/send_email/test (outreach §7). */
export const sendTestInput = z.object({
  receiver: z.email({ error: integrationMessages.invalidEmail }),
  subject: z.string().max(998, { error: 'message can not be longer than 998' }).default(''),
  integration_id: z.uuid({ error: integrationMessages.needIntegration }).nullish(),
  text: z.string().max(100_000, { error: 'message can not be longer than 100000' }).default(''),
  credentials_id: z.uuid({ error: integrationMessages.credentialNotFound }).nullish(),
  signature_id: z.string().nullish(),
  workflow_id: z.string().nullish(),
  with_unsubscribe_button: z.boolean().default(false),
});

/** An SMTP or IMAP server as the API shows it: never its password. */
const MailServerSchema = z
  .object({ host: z.string(), port: z.number().int(), secure: z.boolean(), user: z.string() })
  .openapi('MailServer');

/** spec: outreach §3 Integration (_id, type, status, email); settings without their passwords. */
export const IntegrationSchema = z
  .object({
    _id: z.string(),
    type: z.enum(emailProviders),
    category: z.literal('email'),
    status: z.enum(integrationStatuses),
    email: z.string().nullable(),
    from_name: z.string().nullable(),
    credentials_id: z.string(),
    // A union, not `.nullable()`: that would make the MailServer component itself nullable.
    smtp: z.union([MailServerSchema, z.null()]),
    imap: z.union([MailServerSchema, z.null()]),
    last_error: z.string().nullable(),
    /** Which server `last_error` came from: the mailbox shows which half fails (issue 26 item 11). */
    last_error_from: z.enum(['smtp', 'imap']).nullable(),
    reads_replies: z.boolean().openapi({
      description: 'IMAP is set: replies are read and pause their prospects. Without it they never are',
    }),
    follow_ups_without_replies: followUpsChoice,
  })
  .openapi('EmailIntegration');
export type IntegrationJson = z.infer<typeof IntegrationSchema>;

/**
 * POST /{provider}/connect: the new integration and where the UI goes next: SMTP's settings form,
 * or Google's or Microsoft's sign-in (the browser leaves for it).
 */
export const IntegrationConnectSchema = z
  .object({
    url: z.string().openapi({
      example: '/integrations?type=email&provider=smtp&integration_id=…&credentials_id=…',
      description: 'SMTP: the settings form; google and microsoft: the provider’s authorize URL',
    }),
    integration: IntegrationSchema,
  })
  .openapi('EmailIntegrationConnect');

/** GET /{provider}/oauth_callback: what Google or Microsoft send back (a code, or an error when denied). */
export const mailboxOAuthCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(1000).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
});

function publicServer(server: IntegrationRow['smtp']) {
  return server ? { host: server.host, port: server.port, secure: server.secure, user: server.user } : null;
}

export function integrationJson(row: IntegrationRow): IntegrationJson {
  return {
    _id: row.id,
    type: row.provider,
    category: 'email',
    status: row.status,
    email: row.email,
    from_name: row.fromName,
    credentials_id: row.credentialId,
    smtp: publicServer(row.smtp),
    imap: publicServer(row.imap),
    last_error: row.lastError,
    last_error_from: row.lastErrorFrom,
    reads_replies: row.imap !== null,
    follow_ups_without_replies: row.followUpsWithoutReplies,
  };
}
