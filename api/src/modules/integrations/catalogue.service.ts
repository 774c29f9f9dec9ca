import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { apiKeys, crmConnections, type EmailProvider, integrations, webhooks } from '../../db/schema';
import { inSpace } from '../../platform/tenancy';
import type { OAuthApp } from '../../platform/auth-settings';
import type {
  CatalogueCategory,
  CatalogueJson,
  CatalogueProvider,
  CatalogueStatus,
} from './catalogue.schema';
import { integrationJson } from './integrations.schema';
import { type IntegrationContext, visibleCredential } from './integrations.service';

/** spec: outreach §3 Integration: the providers of each category, with the names the cards show. */
const providers: Record<CatalogueCategory, readonly (readonly [id: string, name: string])[]> = {
  email: [
    ['smtp', 'SMTP / IMAP'],
    ['google', 'Google'],
    ['microsoft', 'Microsoft'],
    ['sendgrid', 'SendGrid'],
    ['amazon', 'Amazon SES'],
    ['exchange', 'Exchange'],
    ['ai_email_service', 'AI email service'],
  ],
  crm: [
    ['hubspot', 'HubSpot'],
    ['pipedrive', 'Pipedrive'],
    ['salesforce', 'Salesforce'],
  ],
  automation: [
    ['webhook', 'Webhooks'],
    ['zapier', 'Zapier'],
    ['api', 'API'],
    ['dialer', 'Dialer'],
  ],
  marketing: [
    ['activecampaign', 'ActiveCampaign'],
    ['constant-contact', 'Constant Contact'],
    ['mailchimp', 'Mailchimp'],
    ['mailgun', 'Mailgun'],
  ],
  productivity: [
    ['airtable', 'Airtable'],
    ['asana', 'Asana'],
    ['calendly', 'Calendly'],
    ['clickUp', 'ClickUp'],
    ['google-calendar', 'Google Calendar'],
    ['google-docs', 'Google Docs'],
    ['google-sheets', 'Google Sheets'],
    ['microsoft-teams', 'Microsoft Teams'],
    ['monday', 'monday.com'],
    ['slack', 'Slack'],
    ['typeform', 'Typeform'],
  ],
};

export interface CatalogueOptions {
  /** GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET (platform/auth-settings.ts). */
  oauth: { google?: OAuthApp; microsoft?: OAuthApp };
}

interface Found {
  status: CatalogueStatus;
  last_error: string | null;
}

const comingSoon: Found = { status: 'coming_soon', last_error: null };

/** Connected when one is, disabled when all are, disconnected otherwise (none, or only broken ones). */
function strongest(statuses: readonly string[], lastError: string | null = null): Found {
  if (statuses.includes('connected')) return { status: 'connected', last_error: null };
  if (statuses.length > 0 && statuses.every((status) => status === 'disabled'))
    return { status: 'disabled', last_error: lastError };
  return { status: 'disconnected', last_error: lastError };
}

/**
 * GET /integrations/catalogue: every provider of §3 with its state in this workspace, the
 * credential's mailboxes, and the PUBLIC_URL warning. Each source is one indexed query: the
 * integrations by credential (or workspace), crm_connections by (space, platform), webhooks and
 * api_keys by space.
 */
export async function integrationsCatalogue(
  context: IntegrationContext,
  credentialId: string | undefined,
  options: CatalogueOptions,
): Promise<CatalogueJson> {
  const { db } = context.scope;
  if (credentialId) await visibleCredential(context, credentialId);
  let mailboxScope: SQL | undefined;
  if (credentialId) mailboxScope = eq(integrations.credentialId, credentialId);
  else if (!context.access.all)
    mailboxScope =
      context.access.ids.length > 0
        ? inArray(integrations.credentialId, [...context.access.ids])
        : sql`false`;
  const mailboxRows = await db
    .select()
    .from(integrations)
    .where(and(inSpace(integrations, context.scope), mailboxScope))
    .orderBy(asc(integrations.createdAt));
  const crmRows = await db
    .select({
      platform: crmConnections.platform,
      status: crmConnections.status,
      lastError: crmConnections.lastError,
    })
    .from(crmConnections)
    .where(eq(crmConnections.spaceId, context.scope.spaceId));
  const hookRows = await db
    .select({ source: webhooks.source, isActive: webhooks.isActive })
    .from(webhooks)
    .where(eq(webhooks.spaceId, context.scope.spaceId));
  const [liveKey] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.spaceId, context.scope.spaceId), isNull(apiKeys.revokedAt)))
    .limit(1);

  const email = (provider: EmailProvider): Found => {
    // OAuth mailboxes need the install's app keys; with them, they are connected like SMTP's.
    if ((provider === 'google' || provider === 'microsoft') && !options.oauth[provider])
      return { status: 'not_configured', last_error: null };
    if (provider !== 'smtp' && provider !== 'google' && provider !== 'microsoft') return comingSoon;
    const own = mailboxRows.filter((row) => row.provider === provider);
    return strongest(
      own.map((row) => row.status),
      own.find((row) => row.lastError)?.lastError ?? null,
    );
  };
  const crm = (platform: string): Found => {
    const row = crmRows.find((candidate) => candidate.platform === platform);
    if (platform !== 'hubspot' && platform !== 'pipedrive') return comingSoon;
    if (!row) return { status: 'disconnected', last_error: null };
    // An expired token is a connection to renew: disconnected, with the platform's refusal.
    return row.status === 'connected'
      ? { status: 'connected', last_error: null }
      : { status: 'disconnected', last_error: row.lastError };
  };
  const automation = (id: string): Found => {
    if (id === 'webhook' || id === 'zapier') {
      const source = id === 'webhook' ? 'app' : 'zapier';
      return strongest(
        hookRows
          .filter((row) => row.source === source)
          .map((row) => (row.isActive ? 'connected' : 'disabled')),
      );
    }
    if (id === 'api') return { status: liveKey ? 'connected' : 'disconnected', last_error: null };
    return comingSoon;
  };
  const stateOf: Record<CatalogueCategory, (id: string) => Found> = {
    email: (id) => email(id as EmailProvider),
    crm,
    automation,
    marketing: () => comingSoon,
    productivity: () => comingSoon,
  };

  return {
    categories: (Object.keys(providers) as CatalogueCategory[]).map((category) => ({
      id: category,
      providers: providers[category].map(
        ([id, name]): CatalogueProvider => ({ id, name, category, ...stateOf[category](id) }),
      ),
    })),
    credentials_id: credentialId ?? null,
    mailboxes: mailboxRows.map(integrationJson),
  };
}
