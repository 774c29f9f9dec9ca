import { OpenAPIHono } from '@hono/zod-openapi';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { type Clock, systemClock } from './clock';
import { createEventBus } from './platform/events';
import type { AppDependencies, AppEnv } from './platform/context';
import { brandForHostFrom } from './platform/brands';
import type { Database } from './db/client';
import { createOutreachEvents, type OutreachEvents } from './platform/outreach-events';
import type { EngineSettings } from './platform/engine-settings';
import { AppError, errorMessages } from './errors';
import { inputGuard } from './platform/input-guard';
import { type Logger, silentLogger } from './logger';
import { adminOpsRoutes } from './modules/admin-ops';
import { adminRoutes } from './modules/admin';
import { adminSessionRoutes } from './modules/admin-session';
import { apiKeysRoutes } from './modules/api-keys';
import { authRoutes } from './modules/auth';
import { emailChangeRoutes } from './modules/auth';
import { type AuthSettings, defaultAuthSettings } from './platform/auth-settings';
import { oauthRoutes } from './modules/auth';
import { automationRoutes } from './modules/automation';
import { billingRoutes } from './modules/billing';
import { billingAdminRoutes } from './modules/billing-admin';
import { bootstrapRoutes } from './modules/bootstrap';
import type { RemoteOverrides } from './platform/remotes';
import { clientConfig, configRoutes, faviconHandler } from './modules/config';
import { creditsAdminRoutes, creditsRoutes } from './modules/credits';
import { credentialsRoutes, proxyRoutes } from './modules/credentials';
import { crmRoutes } from './modules/crm';
import { crmCommonRoutes, crmSyncRoutes } from './modules/crm-sync';
import { crmSyncSettingsFromEnv } from './modules/crm-sync';
import { dashboardRoutes } from './modules/dashboard';
import { finderRoutes } from './modules/finder';
import { healthRoutes } from './modules/health';
import { inboxRoutes } from './modules/inbox';
import { catalogueRoutes } from './modules/integrations';
import { credentialIntegrationsRoutes, integrationsRoutes } from './modules/integrations';
import { sendEmailTestRoutes } from './modules/integrations';
import {
  type HostedMailboxesOptions,
  hostedMailboxesRoutes,
  mailDomainsRoutes,
  sendingDomainsRoutes,
} from './modules/mail-domains';
import { registerAutoLabels } from './modules/labels';
import { warmupRoutes } from './modules/warmup';
import { subscribeAdminOps } from './modules/admin-ops';
import { employeesRoutes } from './modules/employees';
import { markCalendlyDisconnected, markMeetingBooked } from './modules/employees';
import { aiConversationsRoutes, conversationDepsOf, registerAiConversations } from './modules/employees';
import { labelsRoutes } from './modules/labels';
import { reportsRoutes } from './modules/reports';
import { outboxPageRoutes, outboxRoutes } from './modules/outbox';
import { operatorRoutes } from './modules/operator';
import { spaceSubscriptionRoutes } from './modules/space-subscription';
import { referenceRoutes } from './modules/reference';
import { registerOpenApiDocument } from './openapi/document';
import { photosRoutes } from './modules/photos';
import { prospectsRoutes } from './modules/prospects';
import { messageTemplatesRoutes } from './modules/message-templates';
import { signaturesRoutes } from './modules/signatures';
import { spacesRoutes } from './modules/spaces';
import { tasksRoutes } from './modules/tasks';
import { trackingPublicRoutes } from './modules/tracking';
import { trackingRoutes } from './modules/tracking';
import { unsubscribeRoutes } from './modules/unsubscribe';
import { usersRoutes } from './modules/users';
import { publicVideosRoutes, videosRoutes } from './modules/videos';
import { voicemailsRoutes } from './modules/voicemails';
import { mailServersAllowPrivateFromEnv, webhooksAllowPrivateFromEnv } from './ssrf';
import { registerWebhookListener } from './modules/webhooks';
import { registerEventLog } from './modules/activity';
import { webhooksRoutes } from './modules/webhooks';
import { zapierRoutes } from './modules/zapier';
import { whitelabelsRoutes } from './modules/whitelabels';
import { credentialWorkflowsRoutes, workflowsRoutes } from './modules/workflows';
import { csvImportRoutes } from './modules/csv-import';
import { dialerRoutes, sipRoutingRoutes, twilioVoiceRoutes, voicemailDropRoutes } from './modules/dialer';
import { createVoice, type Voice } from './providers/voice/create-voice';
import { createMessaging } from './providers/messaging/create-messaging';
import type { MessagingProvider } from './providers/messaging/messaging.provider';
import { smsRoutes } from './modules/sms';
import { llmSandboxRoutes, newSandboxKey, sandboxModelName } from './modules/ai';
import { researchRoutes, type SiteReaderSettings } from './modules/ai';
import { assistRoutes, createAiReplyClassifier } from './modules/ai';
import { createLlm } from './providers/llm/create-llm';
import type { LlmProvider } from './providers/llm/llm.provider';
import type { Payments } from './providers/payments/payments';
import type { MailProvider } from './providers/system-mail/mail.provider';
import { createOutboxProvider } from './providers/system-mail/outbox.provider';
import { createSandboxProxyPool, type ProxyPool } from './providers/social-network/proxy-pool';
import { createSandboxNetwork } from './providers/social-network/sandbox.driver';
import type { SocialNetworkDriver } from './providers/social-network/social-network.driver';
import { engineRoutes } from './modules/engine';
import { noopEmitter, type RealtimeEmitter } from './platform/announce';
import { serverOrigin } from './public-url';
import { securityHeaders } from './platform/security-headers';
import { staticRoutes } from './static';
import { packageVersion } from './version';

export interface CreateAppOptions {
  /** From createDatabase (the drizzle instance is `db.db`; `db.mode` feeds /api/health). */
  db: Database;
  clock?: Clock;
  logger?: Logger;
  realtime?: RealtimeEmitter;
  mail?: MailProvider;
  brandFallback?: string;
  remoteOverrides?: RemoteOverrides;
  version?: string;
  /** Serve the built shell and remotes from this folder (server.ts); tests leave it out. */
  distDir?: string;
  /** The social network behind credentials; the sandbox network (docs/sandbox-network.md) by default. */
  socialNetwork?: SocialNetworkDriver;
  proxyPool?: ProxyPool;
  /** CREDENTIALS_KEY: encrypts credential passwords; without it a per-install key kept in the database. */
  credentialsKey?: string;
  /** PUBLIC_URL, for links in emails; without it links use `listenOrigin`. */
  publicUrl?: string;
  /**
   * The address the server listens on, e.g. http://localhost:3000 (server.ts; asked when a link is
   * built, so a port chosen at listen time counts). Default http://localhost, app.request's origin (tests).
   */
  listenOrigin?: () => string;
  auth?: Partial<AuthSettings>;
  /** Shared with the engine's workers (server.ts); a fresh bus otherwise. */
  events?: OutreachEvents;
  /** WEBHOOKS_ALLOW_PRIVATE: webhooks may call private and loopback addresses; from the environment by default. */
  webhooksAllowPrivate?: boolean;
  /** MAIL_SERVERS_ALLOW_PRIVATE: mailboxes may name SMTP/IMAP servers at private and loopback addresses; from the environment by default. */
  mailServersAllowPrivate?: boolean;
  /** ENGINE_* settings, the engine workers' own (the forecast plans with them); defaults otherwise. */
  engine?: Partial<EngineSettings>;
  /** FRAME_ANCESTORS: origins that may frame every brand's pages, beside each brand's embedOrigins. */
  frameAncestors?: readonly string[];
  /** Stripe, or the local payments server (server.ts); billing calls answer 'Payments are not configured' without. */
  payments?: Payments | null;
  /** The secret of POST /api/operator/admin (server.ts, on the embedded database); without it the route is 404. */
  adminSecret?: string;
  /** The voice carrier and SIP server (issue 27); the sandbox carrier and SIP_* from the environment by default. */
  voice?: Voice;
  /** The SMS carrier (issue 27): Twilio with the voice carrier's TWILIO_* settings, else the sandbox. */
  messaging?: MessagingProvider;
  /** The LLM (issue 28): LLM_* from the environment by default, else the sandbox model this app serves. */
  llm?: LlmProvider;
  /** The key of the sandbox model's route (random per app by default; tests name one to call it). */
  llmSandboxKey?: string;
  /** How company research reads sites (issue 28): tests allow their loopback site; public sites only by default. */
  companyResearch?: Partial<SiteReaderSettings>;
  /** The AI email service's mail host and mailbox price (issue 29): MAIL_HOSTING* from the environment by default. */
  mailHost?: HostedMailboxesOptions['mailHost'];
}

/** Only these are worth gzipping; images and fonts are compressed already. */
const compressible = /^(text\/javascript|application\/javascript|text\/css|application\/(manifest\+)?json)\b/;

/** "name: Name is required" for each failed field, or the message alone for the body as a whole. */
function describeValidationError(error: ZodError): string {
  const messages = error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  );
  return [...new Set(messages)].join('; ');
}

/** The mail settings the routers that send or read outreach mail share. */
interface MailRouteSettings {
  credentialsKey?: string;
  mailServersAllowPrivate: boolean;
}

/** What the /api routers are built from, beside the dependencies. */
interface RouteSettings {
  options: CreateAppOptions;
  email: MailRouteSettings;
  proxies: ProxyPool;
  voice: Voice;
  messaging: MessagingProvider;
}

/** The dependencies every router receives, with the defaults a test or the server leaves out. */
function appDependencies(options: CreateAppOptions): AppDependencies {
  const clock = options.clock ?? systemClock;
  return {
    database: options.db,
    db: options.db.db,
    clock,
    logger: options.logger ?? silentLogger,
    realtime: options.realtime ?? noopEmitter,
    // Without a provider (tests), mail goes to the outbox table, readable at /api/outbox.
    mail: options.mail ?? createOutboxProvider(options.db.db, { clock }),
    brandFallback: options.brandFallback ?? 'reachly',
    remoteOverrides: options.remoteOverrides ?? {},
    version: options.version ?? packageVersion,
    publicUrl: options.publicUrl,
    linkOrigin: () => serverOrigin(options.publicUrl, options.listenOrigin?.() ?? 'http://localhost'),
    auth: { ...defaultAuthSettings, ...options.auth },
    events: options.events ?? createOutreachEvents(options.logger),
    domainEvents: createEventBus(),
    engine: options.engine,
    payments: options.payments ?? null,
  };
}

/** The listeners of events published across modules (outreach events, domain events). */
function registerListeners(deps: AppDependencies) {
  // Every outreach event writes the matching webhooks' deliveries (the outbox deliverDueWebhooks sends).
  registerWebhookListener(deps);
  // …and the workspace's event log (dashboard activity feed, Zapier polling triggers).
  registerEventLog(deps);
  // …and the auto-label rules, which read each reply and label the prospect (issue 15).
  // With ai_powered_labels the model names each reply's AI label (issue 28, charged label_generation).
  registerAutoLabels(deps, createAiReplyClassifier(deps));
  // Sign-up and new workspaces: admin-ops applies prepaid terms and assigns managers (platform/events.ts).
  subscribeAdminOps(deps.domainEvents);
}

/** Account, workspace and outreach routers, in the order their paths must be matched. */
function mountOutreachRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AppDependencies,
  { email, options, voice, messaging }: RouteSettings,
) {
  // Texts: the carrier's price per SMS; the start rules of campaigns ask it too (an SMS step needs a number).
  const sms = { messaging, price: voice.carrier.pricing().sms };
  api.route('/health', healthRoutes(deps));
  api.route('/config', configRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/auth', emailChangeRoutes(deps));
  api.route('/oauth', oauthRoutes(deps));
  api.route('/outbox', outboxRoutes(deps));
  api.route('/operator', operatorRoutes(deps, options.adminSecret));
  api.route('/users', usersRoutes(deps));
  api.route('/space', spacesRoutes(deps));
  // POST /space/subscriptions/validate: its own module, since it stands on billing (which stands on spaces).
  api.route('/space/subscriptions', spaceSubscriptionRoutes(deps));
  api.route('/bootstrap', bootstrapRoutes(deps));
  // Before /workflows: its routers would take `steps` for a campaign id.
  api.route('/workflows/steps/send_email', sendEmailTestRoutes(deps, email));
  api.route('/workflows', workflowsRoutes(deps, csvImportRoutes(), sms));
  api.route('/photos', photosRoutes(deps));
  // The social task protocol (docs/automation-tasks.md): cloud workers and the extension pull and report here.
  api.route('/automation', automationRoutes(deps));
  // POST /profiles/{id}/send_voicemail (issue 27): its checks per route, before the prospects' router.
  api.route('/profiles', voicemailDropRoutes(deps, voice));
  api.route('/profiles', prospectsRoutes(deps));
  // The dialer's numbers, SIP credentials and call history (issue 27, ai-telephony §7).
  api.route('/dialer', dialerRoutes(deps, voice));
  // The TwiML app's voice webhook (public, signed by Twilio): browser calls and calls to our numbers.
  api.route('/voice', twilioVoiceRoutes(deps, voice));
  // The SIP server asks where a call to one of our numbers goes (public, signed with SIP_SECRET).
  api.route('/sip', sipRoutingRoutes(deps, voice));
  // Texts to prospects, the opt-out list and Twilio's SMS webhook (issue 27); paths are ours.
  api.route('/sms', smsRoutes(deps, sms));
  api.route('/labels', labelsRoutes(deps));
  // AI Employees (issue 28, ai-telephony §7), behind the plan feature ai_employee_messages.
  api.route('/employees', employeesRoutes(deps));
  api.route('/voicemail/audio', voicemailsRoutes(deps));
  api.route('/videos', videosRoutes(deps));
  // The public video page's data (/v/:videoId), no session; before the finder's catch-all mount.
  api.route('/public/videos', publicVideosRoutes(deps));
  api.route('/message_templates', messageTemplatesRoutes(deps));
  // Dialogs and their messages (outreach §2 Inbox, §4 Dialog); the paths are ours (docs/decisions.md).
  api.route('/inbox', inboxRoutes(deps, email));
  // Dashboard › My tasks (outreach §2, §3 Task); the paths are ours (docs/decisions.md).
  api.route('/tasks', tasksRoutes(deps));
  // Reports › activity, audience, insight and their CSV (issue 15); the paths are ours (docs/decisions.md).
  api.route('/reports', reportsRoutes(deps));
  // Dashboard › Activity: the workspace's outreach events (issue 15 item 3).
  api.route('/dashboard', dashboardRoutes(deps));
}

/** The finder, admin session, integrations, CRMs and credentials, in matching order. */
function mountIntegrationRoutes(api: OpenAPIHono<AppEnv>, deps: AppDependencies, settings: RouteSettings) {
  const { options, email, proxies } = settings;
  // /v2/looch/... and /looch/filters/... (outreach §7 Prospect finder).
  api.route('/', finderRoutes(deps));
  // /admin/validate and /admin/validate_original; the admin area mounts more routers at /admin.
  api.route('/admin', adminSessionRoutes(deps));
  // The admin area's customers, users, audit log and config (issue 14).
  api.route('/admin', adminRoutes(deps));
  // Before /credentials, whose routes are /credentials/{id}/...
  api.route('/credentials/integrations', credentialIntegrationsRoutes(deps, email));
  // Before /integrations, whose /:provider/... routes would take `webhook`.
  api.route(
    '/integrations/webhook',
    webhooksRoutes(deps, { allowPrivate: options.webhooksAllowPrivate ?? webhooksAllowPrivateFromEnv() }),
  );
  // Zapier's REST hooks and polling triggers, with the workspace API key (issue 15; docs/webhooks.md).
  api.route(
    '/zapier',
    zapierRoutes(deps, { allowPrivate: options.webhooksAllowPrivate ?? webhooksAllowPrivateFromEnv() }),
  );
  // The built-in CRM (outreach §7 "CRM, under /integrations/crm/{platform}"); before /integrations too.
  api.route('/integrations/crm/default', crmRoutes(deps));
  // HubSpot and Pipedrive (issue 15 item 5): the same paths over their APIs; before /integrations too.
  const crmSync = { settings: crmSyncSettingsFromEnv(), credentialsKey: options.credentialsKey };
  api.route('/integrations/crm/hubspot', crmSyncRoutes(deps, 'hubspot', crmSync));
  api.route('/integrations/crm/pipedrive', crmSyncRoutes(deps, 'pipedrive', crmSync));
  // The CRM calls of no one platform (suggestions, export_duplicates); checks per route, not per router.
  api.route('/integrations/crm', crmCommonRoutes(deps));
  // Workspace API keys (issue 12); before /integrations too.
  api.route('/integrations/api_keys', apiKeysRoutes(deps));
  // The catalogue (issue 15); before /integrations too, whose guards answer 404 to an unknown provider.
  api.route('/integrations/catalogue', catalogueRoutes(deps, email));
  // GET /integrations/{provider}/{id}/dns_check (issue 29): the DNS check of a mailbox's domain.
  api.route('/integrations', mailDomainsRoutes(deps));
  // The AI email service's own domains (issue 29); their DKIM keys sign the outreach mail sent from them.
  api.route('/ai_email/domains', sendingDomainsRoutes(deps, { credentialsKey: options.credentialsKey }));
  // Mailbox warm-up (issue 29): settings, status, history and health of a workspace's mailboxes.
  api.route('/ai_email/warmup', warmupRoutes(deps));
  // Their mailboxes (issue 29), on the mail host (providers/mail-hosting): MAIL_HOSTING by default.
  api.route(
    '/ai_email/mailboxes',
    hostedMailboxesRoutes(deps, { credentialsKey: options.credentialsKey, mailHost: options.mailHost }),
  );
  // Calendly's bookings and lost connections move the AI employees' threads (issue 28).
  const calendlyThreads = { markMeetingBooked, markCalendlyDisconnected };
  api.route('/integrations', integrationsRoutes(deps, { ...email, calendlyThreads }));
  // Before /credentials, whose routes are /credentials/{id}/...
  api.route('/credentials/signatures', signaturesRoutes(deps));
  api.route(
    '/credentials',
    credentialsRoutes(deps, {
      network: options.socialNetwork ?? createSandboxNetwork(),
      proxies,
      credentialsKey: options.credentialsKey,
    }),
  );
  // POST /credentials/{id}/duplicate_workflows belongs to the campaigns module (one path, after the credentials router).
  api.route('/credentials', credentialWorkflowsRoutes(deps));
  api.route('/proxy', proxyRoutes(deps, { proxies }));
}

/** Billing, credits, the admin area's white-labels, prices and operations, tracking and the engine. */
function mountBillingAndAdminRoutes(
  api: OpenAPIHono<AppEnv>,
  deps: AppDependencies,
  { email }: RouteSettings,
) {
  // Billing (issue 13): plans, Checkout, subscriptions, payment methods, invoices; the Stripe webhook is public.
  api.route('/billing', billingRoutes(deps));
  // The credit wallet (issue 13 item 6): /billing/credits and /billing/credits_history; paths apart from the billing router's.
  api.route('/billing', creditsRoutes(deps));
  // POST /admin/customers/{id}/uset_credits (platform admins).
  api.route('/admin/customers', creditsAdminRoutes(deps));
  // /admin/whitelabels and /admin/emails/test (issue 14): white-labels as records.
  api.route('/admin', whitelabelsRoutes(deps, { mailServersAllowPrivate: email.mailServersAllowPrivate }));
  // White-label plans, features and prices (issue 14): /admin/whitelabels/{id}/plans|prices|billing|price_floor, /admin/features/{id}, /admin/billing/...
  api.route('/admin', billingAdminRoutes(deps));
  // Managers, health index, prepaid customers, reports (issue 14, admin-ops).
  api.route('/admin', adminOpsRoutes(deps));
  // Later issues: /admin, /integrations, ...
  api.route('/tracking', trackingRoutes(deps));
  api.route('/engine', engineRoutes(deps));
}

/** The one place errors become responses: `{ ok: false, error }` with the right status. */
function answerErrors(app: Hono<AppEnv>, logger: Logger) {
  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return c.json({ ok: false as const, error: errorMessages.notFound }, 404);
    }
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        { ok: false as const, error: error.message, ...error.details },
        error.status,
        error.headers,
      );
    }
    if (error instanceof ZodError) {
      return c.json({ ok: false as const, error: describeValidationError(error) }, 400);
    }
    if (error instanceof HTTPException) {
      return c.json({ ok: false as const, error: error.message || errorMessages.unexpected }, error.status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ ok: false as const, error: errorMessages.unexpected }, 500);
  });
}

/**
 * Builds the whole API from its dependencies; a test gets a fresh app on a fresh
 * database in one line. Module routers are mounted under /api at the spec's
 * paths (platform §7, outreach §7); a new domain adds one `api.route` line in the mount
 * function of its kind, where the order of matching says.
 */
export function createApp(options: CreateAppOptions) {
  const deps = appDependencies(options);
  registerListeners(deps);
  // The LLM (issue 28): LLM_BASE_URL's model, or the sandbox model mounted below, reached in process.
  const llmSandboxKey = options.llmSandboxKey ?? newSandboxKey();
  deps.llm =
    options.llm ??
    createLlm({
      sandbox: { key: llmSandboxKey, model: sandboxModelName, fetch: (request) => app.fetch(request) },
    });

  const app = new Hono<AppEnv>();
  const voice = options.voice ?? createVoice();
  // First, so its headers land on every response, onError's and notFound's included.
  app.use(
    '*',
    securityHeaders({
      db: deps.db,
      brandFallback: deps.brandFallback,
      remoteOverrides: deps.remoteOverrides,
      frameAncestors: options.frameAncestors,
      // The dialer's browsers register with the SIP server over its WebSocket.
      connectOrigins: voice.sip.wsUrl ? [new URL(voice.sip.wsUrl).origin] : [],
    }),
  );
  // Vary is said before the route runs, as part of the response the route builds: compress would
  // add it after the fact, and a header added to a finished response sends it the slow way (issue 25).
  app.use('*', async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    await next();
  });
  app.use('*', compress({ contentTypeFilter: compressible }));

  // The /api router gathers the routes declared with @hono/zod-openapi (openapi/contract.ts).
  const api = new OpenAPIHono<AppEnv>();
  // Before every module router: no body, query or path a client sends reaches a route unchecked (issue 11).
  api.use('*', inputGuard());
  const email: MailRouteSettings = {
    credentialsKey: options.credentialsKey,
    mailServersAllowPrivate: options.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
  };
  const settings: RouteSettings = {
    options,
    email,
    proxies: options.proxyPool ?? createSandboxProxyPool(),
    voice,
    messaging: options.messaging ?? createMessaging({ clock: deps.clock }),
  };
  mountOutreachRoutes(api, deps, settings);
  mountIntegrationRoutes(api, deps, settings);
  mountBillingAndAdminRoutes(api, deps, settings);
  // The sandbox model (issue 28): OpenAI's chat completions for this app's own adapter, with its key only.
  api.route('/llm-sandbox', llmSandboxRoutes(deps, llmSandboxKey));
  // Company research (issue 28): POST/GET /ai/company_researches.
  api.route('/ai', researchRoutes(deps, options.companyResearch));
  // The assistant (issue 28): suggested reply, step editor, Recent prompts, personality types.
  api.route('/ai', assistRoutes(deps));
  // AI Employee conversations (issue 28): a prospect's reply starts one; /ai_conversations decides drafts.
  registerAiConversations(deps.events, conversationDepsOf(deps, email));
  api.route('/ai_conversations', aiConversationsRoutes(deps, email));
  // The contract of every declared route, and its reference (issue 12); before the mount, which copies routes.
  const brandNameOf = async (c: Context<AppEnv>) =>
    (await brandForHostFrom(deps.db, c.req.header('host'), deps.brandFallback)).name;
  registerOpenApiDocument(api, deps.version, brandNameOf);
  api.route('/docs', referenceRoutes(brandNameOf));
  app.route('/api', api);

  // Before the SPA fallback: the local outbox viewer (404 when mail goes through SMTP).
  app.route('/outbox', outboxPageRoutes(deps));
  // The unsubscribe link of outreach emails (RFC 8058), public, outside /api.
  app.route('/u', unsubscribeRoutes(deps, email));
  // Tracked links and open pixels of outreach messages (modules/tracking), public, outside /api.
  app.route('/t', trackingPublicRoutes(deps));
  // The host brand's icon at the address browsers ask for on their own (no 404 for a brand without one).
  app.get('/favicon.ico', faviconHandler(deps));
  // issue 25: the shell's page carries its host's config, so the first paint does not wait for /api/config.
  const inlineConfig = (host: string | undefined) => clientConfig(deps.db, host, deps);
  if (options.distDir) app.route('/', staticRoutes(options.distDir, { inlineConfig }));

  answerErrors(app, deps.logger);
  return app;
}

export type App = ReturnType<typeof createApp>;
