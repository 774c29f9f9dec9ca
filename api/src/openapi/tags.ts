/**
 * The tags of /api/openapi.json: one per area, each operation in exactly one (its declaration's
 * `tags`, typed by `ApiTag` so a misspelt or new area fails to compile until it is described here).
 * document.ts registers them in this order, with these descriptions; the reference groups by them.
 */
export const apiTags = {
  Health: 'Whether the server and its database answer (monitoring, no sign-in).',
  Config: "The brand of the host, each remote's manifest URL and the version (no sign-in).",
  Auth: 'Accounts and sessions: sign-up, sign-in, tokens, password restore, email changes, Google and Microsoft sign-in, OAuth clients.',
  Outbox: 'The local outbox: mail this server would have sent (development and tests).',
  Users: "The signed-in person: profile, password, current workspace, and a member's pages and credentials.",
  Workspace:
    "Workspaces: create, join, info, features, invites and invite codes, and a platform admin's manual credits.",
  Campaigns: 'Campaigns (workflows): their steps, senders, prospect sources, CSV imports, status and stats.',
  Photos: 'Workspace avatars and user photos, for <img src>.',
  Automation: 'The social task protocol: cloud workers and the extension claim tasks and report outcomes.',
  Prospects: "The workspace's prospects (My Prospects): fields, notes and labels.",
  Labels: 'Labels and the auto-label rules that put them on prospects.',
  Voicemails: 'Voicemail recordings that campaign steps play, and voicemail drops to a prospect.',
  'AI Employees':
    "AI Employees: personas, the builder's saved settings, bindings to credentials, daily statistics (plan feature ai_employee_messages).",
  Dialer:
    'The browser dialer: phone numbers (countries, regions, buying), SIP credentials and the call history.',
  SMS: "Texts to prospects from the workspace's numbers, the STOP/START opt-out list and Twilio's SMS webhook.",
  Videos: 'Videos that campaign steps show, and their public landing pages.',
  'Message templates': 'Reusable message texts per channel.',
  Inbox: 'Dialogs with prospects, their messages and scheduled replies.',
  Tasks: 'Dashboard › My tasks: manual and step tasks of the members.',
  Reports: 'Activity, audience and insight reports, and their CSV export.',
  Dashboard: "The dashboard's activity feed.",
  'Prospect finder': 'Search the people data set and copy people into prospects and campaigns.',
  Admin:
    'The admin area: customers, users, audit log, white-labels and admin sessions (platform admins and resellers).',
  'Admin: plans and prices': "A white-label's plans, feature flags, prices and reseller price floor.",
  'Admin managers': "A white-label's sales and success managers.",
  'Admin health index': "The customers' health index: rules, notifications and statistics.",
  'Admin prepaid customers': 'Prepaid customers: terms applied to the first workspace an email creates.',
  'Admin reports': 'Per-day and per-white-label reports of the admin area.',
  'Email integrations': "Credentials' mailboxes (Google, Microsoft, SMTP) and the integrations catalogue.",
  Webhooks: 'Webhooks of outreach events, their deliveries, secrets and automation settings.',
  Zapier: "Zapier's REST hooks and polling triggers (workspace API key).",
  CRM: 'The built-in CRM: pipelines, stages and deals.',
  'CRM: HubSpot': 'The HubSpot connection: sign-in, sync, and deals over the same paths as the built-in CRM.',
  'CRM: Pipedrive':
    'The Pipedrive connection: sign-in, sync, and deals over the same paths as the built-in CRM.',
  Scheduling:
    "Calendly: each user's connection (OAuth), event types, and the signed booking webhook that ends AI threads as meeting_booked.",
  'API keys': "The workspace's API keys.",
  Signatures: 'Email signatures of a credential.',
  Credentials: 'Connected social accounts: add flow, settings, blacklist and proxies.',
  Billing: "The workspace's plan, subscription, checkout, payment methods and invoices, and Stripe's events.",
  Credits: 'Credit balance, auto top-up, member caps and history.',
  'Tracking domains': "The workspace's custom domains for tracked links and videos.",
  Engine: "The outreach engine: approvals of waiting steps and the senders' forecast.",
  AI: "The AI area: the sandbox model that answers the app's LLM calls when LLM_BASE_URL is unset (OpenAI-compatible, this server only).",
  Operator: '`npm run admin` through the server that holds the embedded database (this machine only).',
} as const;

/** The area of an operation: one of the tags above. */
export type ApiTag = keyof typeof apiTags;
