/**
 * The /api routes the tenancy isolation test (isolation.test.ts) does not check with
 * A's ids or `space=A`, each with the reason. A route of the app's route table that
 * is neither checked there nor named here fails that test.
 */

/** A path id no row has: a call with it checks `space=A` only, not A's own rows. */
export const noRow = '00000000-0000-4000-8000-000000000000';

/** The route of the table a call reaches: the match with the fewest path parameters. */
export function routeOfCall(routes: string[], method: string, url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  let best: { route: string; params: number } | undefined;
  for (const route of routes) {
    const [routeMethod, template = ''] = route.split(' ');
    if (routeMethod !== method) continue;
    const pattern = new RegExp(`^${template.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
    if (!pattern.test(path)) continue;
    const params = (template.match(/:/g) ?? []).length;
    if (!best || params < best.params) best = { route, params };
  }
  return best?.route;
}

/** Routes with no workspace data: public, or about the signed-in user only. */
export const noWorkspaceData = new Set<string>([
  // Public: no session, no workspace.
  'GET /api/health',
  'GET /api/config',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/:file',
  'GET /api/docs/assets/reference.js',
  'GET /api/public/videos/:id',
  'GET /api/public/videos/:id/file',
  // Auth: signing in, up and out, restore and activation codes, OAuth.
  'GET /api/auth/activate_email',
  'GET /api/auth/ad/callback',
  'GET /api/auth/ad/login',
  'GET /api/auth/check_activation_code',
  'GET /api/auth/check_restore_code',
  'GET /api/auth/google/callback',
  'GET /api/auth/google/login',
  'GET /api/auth/logout',
  'POST /api/auth/create_token',
  'POST /api/auth/restore',
  'POST /api/auth/set_password_with_restore_code',
  // The user's own sign-in email change (issue 23 item 3): their account only, no workspace.
  'POST /api/auth/change_email',
  'POST /api/auth/confirm_email_change',
  'POST /api/auth/sign_in',
  'POST /api/auth/sign_up',
  'POST /api/oauth/accept',
  // The signed-in user: their profile, password, photo and workspaces.
  'GET /api/users/fetch_spaces',
  'GET /api/users/fetch_user',
  'POST /api/users/change_password',
  'POST /api/users/exists',
  'POST /api/users/save_photo',
  'POST /api/users/update',
  'POST /api/space/create',
  'POST /api/space/join',
  'GET /api/space/invites',
  // Platform admin session checks.
  'GET /api/admin/validate',
  'GET /api/admin/validate_original',
  // Ends the caller's own "log in as customer" sessions only; `space` picks among them (impersonation.test.ts).
  'POST /api/admin/impersonation/end',
  // White-labels (issue 14): brands, not workspace data; admins and the brand's owners only (whitelabels.test.ts).
  'GET /api/admin/whitelabels',
  'POST /api/admin/whitelabels',
  'GET /api/admin/whitelabels/:id',
  'PUT /api/admin/whitelabels/:id/details',
  'PUT /api/admin/whitelabels/:id/colors',
  'PUT /api/admin/whitelabels/:id/assets',
  'PUT /api/admin/whitelabels/:id/options',
  'PUT /api/admin/whitelabels/:id/email_config',
  'PUT /api/admin/whitelabels/:id/email_domain',
  'PUT /api/admin/whitelabels/:id/support',
  'POST /api/admin/whitelabels/:id/archive',
  'POST /api/admin/whitelabels/:id/restore',
  'POST /api/admin/emails/test',
  // Reference data, the same for every workspace.
  'GET /api/credentials/timezones',
  'GET /api/proxy/v2/countries',
  // Public by design: avatars and user photos for <img src>, by an unguessable id (photos.routes.ts).
  'GET /api/photos/:id',
  // The local mail outbox of tests and scripts: this machine or a platform admin only, 404 with SMTP.
  'GET /api/outbox',
  'GET /api/outbox/:id',
  // Stripe's webhook: public, trusted only through its signature (billing/webhooks.ts).
  'POST /api/billing/webhooks/stripe',
  // CRM OAuth redirects: no session; the workspace comes from the stored state, taken back only from
  // the browser that began it, once (platform/oauth-state.ts, crm-oauth-state.test.ts).
  'GET /api/integrations/crm/hubspot/oauth_callback',
  'GET /api/integrations/crm/pipedrive/oauth_callback',
  // Google and Microsoft mailbox redirects: no session; the stored state names the workspace,
  // credential and integration, bound to the browser that called connect (oauth-mailboxes.test.ts).
  'GET /api/integrations/:provider/oauth_callback',
  // Calendly (issue 28): the OAuth redirect (the stored state names the user and workspace, bound to
  // the browser that called connect), the sandbox's authorise page (redirects to our own callback
  // only), and the booking webhook (the connection's signing key; calendly.test.ts).
  'GET /api/integrations/calendly/oauth_callback',
  'GET /api/integrations/calendly/sandbox/authorize',
  'POST /api/integrations/calendly/webhook',
]);

/** Routes with workspace data whose isolation with A's own ids another test checks. */
export const coveredElsewhere = new Map<string, string>([
  // A member's own AI results (issue 28): another workspace's or member's prompt answers 404.
  ['GET /api/ai/recent_prompts/:id', 'api/src/modules/ai/assist/assist.test.ts'],
  // The call log and incoming calls (issue 27): another workspace's call or number answers 404.
  ['GET /api/dialer/calls/:id/recording', 'api/src/modules/dialer/call-log.test.ts'],
  ['PUT /api/dialer/calls/:id', 'api/src/modules/dialer/call-log.test.ts'],
  ['PUT /api/dialer/calls/:id/recording', 'api/src/modules/dialer/call-log.test.ts'],
  ['POST /api/dialer/calls/:id/answer', 'api/src/modules/dialer/incoming.test.ts'],
  ['POST /api/dialer/phones/:id/simulate_incoming', 'api/src/modules/dialer/incoming.test.ts'],
  ['DELETE /api/credentials/signatures/:id', 'api/src/modules/signatures/signatures.test.ts'],
  ['PATCH /api/credentials/signatures/:id', 'api/src/modules/signatures/signatures.test.ts'],
  ['DELETE /api/integrations/api_keys/:id', 'api/src/modules/api-keys/api-keys.test.ts'],
  ['DELETE /api/integrations/crm/default/deals/:id/delete', 'api/src/modules/crm/crm.test.ts'],
  // HubSpot and Pipedrive deals: ids of the service, reached only through the workspace's own connection.
  ['PATCH /api/integrations/crm/hubspot/deals/:id/update', 'api/src/modules/crm-sync/crm-sync.test.ts'],
  ['PATCH /api/integrations/crm/pipedrive/deals/:id/update', 'api/src/modules/crm-sync/crm-sync.test.ts'],
  ['PUT /api/integrations/crm/hubspot/deals/:id/update', 'api/src/modules/crm-sync/crm-sync.test.ts'],
  ['PUT /api/integrations/crm/pipedrive/deals/:id/update', 'api/src/modules/crm-sync/crm-sync.test.ts'],
  ['DELETE /api/integrations/crm/default/pipelines/:id/delete', 'api/src/modules/crm/crm.test.ts'],
  ['DELETE /api/integrations/crm/default/stages/:id/delete', 'api/src/modules/crm/crm.test.ts'],
  ['GET /api/integrations/crm/default/deals/:id', 'api/src/modules/crm/crm.test.ts'],
  // A deal's meetings (issue 28): another workspace's deal answers 404, its meetings never show.
  ['GET /api/integrations/crm/default/deals/:id/timeline', 'api/src/modules/crm/crm-timeline.test.ts'],
  ['GET /api/integrations/crm/default/stages/:id', 'api/src/modules/crm/crm.test.ts'],
  ['PATCH /api/integrations/crm/default/deals/:id/update', 'api/src/modules/crm/crm.test.ts'],
  ['PUT /api/integrations/crm/default/deals/:id/update', 'api/src/modules/crm/crm.test.ts'],
  ['PUT /api/integrations/crm/default/pipelines/:id/update', 'api/src/modules/crm/crm.test.ts'],
  ['PUT /api/integrations/crm/default/stages/:id/update', 'api/src/modules/crm/crm.test.ts'],
  ['DELETE /api/integrations/webhook/:id', 'api/src/modules/webhooks/webhooks.test.ts'],
  ['GET /api/integrations/webhook/:id/deliveries', 'api/src/modules/webhooks/webhooks.test.ts'],
  ['POST /api/integrations/webhook/:id/rotate_secret', 'api/src/modules/webhooks/webhooks.test.ts'],
  ['POST /api/integrations/webhook/:id/test', 'api/src/modules/webhooks/webhooks.test.ts'],
  [
    'POST /api/integrations/webhook/deliveries/:deliveryId/replay',
    'api/src/modules/webhooks/webhooks.test.ts',
  ],
  ['PUT /api/integrations/webhook/:id', 'api/src/modules/webhooks/webhooks.test.ts'],
  // Zapier (issue 15): another workspace's key or session sees none of these (tested there).
  ['DELETE /api/zapier/hooks/:id', 'api/src/modules/zapier/zapier.test.ts'],
  ['GET /api/zapier/triggers/:event', 'api/src/modules/zapier/zapier.test.ts'],
  // AI Employees (issue 28): another workspace's employee, or a credential not the member's, answers 404.
  ['GET /api/employees/:id', 'api/src/modules/employees/employees.test.ts'],
  ['PATCH /api/employees/:id', 'api/src/modules/employees/employees.test.ts'],
  ['DELETE /api/employees/:id', 'api/src/modules/employees/employees.test.ts'],
  // AI Employee conversations (issue 28): another workspace's dialog, or one on a credential the member does not see, answers 404.
  ['GET /api/ai_conversations/:id', 'api/src/modules/employees/conversations/conversations.test.ts'],
  ['POST /api/ai_conversations/:id/approve', 'api/src/modules/employees/conversations/conversations.test.ts'],
  ['POST /api/ai_conversations/:id/reject', 'api/src/modules/employees/conversations/conversations.test.ts'],
  // Calendly (issue 28): another workspace's user has no event types to read or reload (404).
  [
    'GET /api/integrations/calendly/:id/event_types',
    'api/src/modules/integrations/calendly/calendly.test.ts',
  ],
  ['POST /api/integrations/calendly/:id/reload', 'api/src/modules/integrations/calendly/calendly.test.ts'],
  ['DELETE /api/labels/:id', 'api/src/modules/labels/labels.test.ts'],
  ['PUT /api/labels/auto_rules/:id', 'api/src/modules/labels/auto-labels.test.ts'],
  ['DELETE /api/labels/auto_rules/:id', 'api/src/modules/labels/auto-labels.test.ts'],
  ['PUT /api/labels/:id', 'api/src/modules/labels/labels.test.ts'],
  ['DELETE /api/message_templates/:id', 'api/src/modules/message-templates/message-templates.test.ts'],
  ['GET /api/message_templates/:id', 'api/src/modules/message-templates/message-templates.test.ts'],
  ['PATCH /api/message_templates/:id', 'api/src/modules/message-templates/message-templates.test.ts'],
  [
    'POST /api/message_templates/:id/duplicate',
    'api/src/modules/message-templates/message-templates.test.ts',
  ],
  ['DELETE /api/tasks/:id', 'api/src/modules/tasks/tasks.test.ts'],
  ['PATCH /api/tasks/:id', 'api/src/modules/tasks/tasks.test.ts'],
  ['DELETE /api/tracking/custom_domains/:id', 'api/src/modules/tracking/tracking.test.ts'],
  ['PATCH /api/tracking/custom_domains/:id', 'api/src/modules/tracking/tracking.test.ts'],
  ['POST /api/tracking/custom_domains/:id/set_for_all', 'api/src/modules/tracking/tracking.test.ts'],
  ['POST /api/tracking/custom_domains/:id/verify', 'api/src/modules/tracking/tracking.test.ts'],
  ['DELETE /api/videos/:id', 'api/src/modules/videos/videos.test.ts'],
  ['GET /api/videos/:id', 'api/src/modules/videos/videos.test.ts'],
  ['GET /api/videos/:id/file', 'api/src/modules/videos/videos.test.ts'],
  ['PATCH /api/videos/:id', 'api/src/modules/videos/videos.test.ts'],
  ['DELETE /api/voicemail/audio/:id', 'api/src/modules/voicemails/voicemails.test.ts'],
  ['GET /api/voicemail/audio/:id/file', 'api/src/modules/voicemails/voicemails.test.ts'],
  ['GET /api/voicemail/audio/:id/workflows_number', 'api/src/modules/voicemails/voicemails.test.ts'],
  ['PATCH /api/voicemail/audio/:id', 'api/src/modules/voicemails/voicemails.test.ts'],
  ['GET /api/inbox/dialogs/:id/messages', 'api/src/modules/inbox/inbox.test.ts'],
  ['PATCH /api/inbox/dialogs/:id', 'api/src/modules/inbox/inbox.test.ts'],
  ['POST /api/inbox/dialogs/:id/messages', 'api/src/modules/inbox/inbox.test.ts'],
  ['GET /api/inbox/dialogs/:id/scheduled', 'api/src/modules/inbox/scheduled-messages.test.ts'],
  [
    'POST /api/inbox/dialogs/:id/scheduled/:scheduledId/cancel',
    'api/src/modules/inbox/scheduled-messages.test.ts',
  ],
  ['GET /api/workflows/:id', 'api/src/modules/workflows/campaigns.test.ts'],
  ['GET /api/workflows/:id/progress', 'api/src/modules/workflows/campaigns.test.ts'],
  ['GET /api/workflows/:id/prospects', 'api/src/modules/workflows/campaigns.test.ts'],
  ['GET /api/workflows/:id/rates', 'api/src/modules/workflows/campaigns.test.ts'],
  ['GET /api/workflows/searches/:id/download_csv', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/archive', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/delete_async', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/duplicate', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/prospects', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/rerun_searches', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/restore', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/searches', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/:id/update_status', 'api/src/modules/workflows/campaigns.test.ts'],
  ['POST /api/workflows/searches/:id/update_status', 'api/src/modules/workflows/campaigns.test.ts'],
  ['PUT /api/workflows/:id/update/async', 'api/src/modules/workflows/campaigns.test.ts'],
  ['GET /api/workflows/csv_imports/:id', 'api/src/modules/csv-import/csv-import.test.ts'],
  ['POST /api/automation/tasks/:id/heartbeat', 'api/src/modules/automation/automation.test.ts'],
  ['POST /api/automation/tasks/:id/report', 'api/src/modules/automation/automation.test.ts'],
  ['POST /api/engine/approvals/:campaignProspectId', 'api/src/engine/engine.routes.test.ts'],
  ['PUT /api/integrations/:provider/:id/add_smtp', 'api/src/modules/integrations/integrations.test.ts'],
  ['DELETE /api/integrations/:provider/:id/delete', 'api/src/modules/integrations/integrations.test.ts'],
  ['PUT /api/integrations/:provider/:id/follow_ups', 'api/src/modules/integrations/integrations.test.ts'],
  ['GET /api/integrations/:provider/:id/dns_check', 'api/src/modules/mail-domains/mail-domains.test.ts'],
  ['GET /api/ai_email/domains/:id', 'api/src/modules/mail-domains/sending-domains.test.ts'],
  ['POST /api/ai_email/domains/:id/check', 'api/src/modules/mail-domains/sending-domains.test.ts'],
  ['DELETE /api/ai_email/domains/:id', 'api/src/modules/mail-domains/sending-domains.test.ts'],
  ['GET /api/ai_email/warmup/:mailboxId', 'api/src/modules/warmup/warmup.test.ts'],
  ['PUT /api/ai_email/warmup/:mailboxId', 'api/src/modules/warmup/warmup.test.ts'],
  ['POST /api/ai_email/warmup/:mailboxId/enable', 'api/src/modules/warmup/warmup.test.ts'],
  ['POST /api/ai_email/warmup/:mailboxId/disable', 'api/src/modules/warmup/warmup.test.ts'],
  ['DELETE /api/ai_email/mailboxes/:id', 'api/src/modules/mail-domains/mailboxes.test.ts'],
  ['DELETE /api/billing/payment_method/:id', 'api/src/modules/billing/billing.test.ts'],
  ['POST /api/billing/payment_method/:id/set_primary', 'api/src/modules/billing/billing.test.ts'],
  ['GET /api/billing/prices/:id/upgrade_info', 'api/src/modules/billing/billing.test.ts'],
  ['PUT /api/billing/credits/member_caps/:user_id', 'api/src/modules/credits/credits.test.ts'],
  ['POST /api/admin/customers/:id/uset_credits', 'api/src/modules/credits/credits.test.ts'],
  // White-label plans and prices: admins only, resellers scoped to their brands (tested there).
  ['GET /api/admin/whitelabels/:id/plans', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['GET /api/admin/features/:id', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['PUT /api/admin/billing/features/:id', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['GET /api/admin/whitelabels/:id/prices', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['POST /api/admin/whitelabels/:id/prices', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['GET /api/admin/billing/prices/:priceId', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['PUT /api/admin/billing/prices/:priceId', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  [
    'PUT /api/admin/billing/prices/:priceId/description',
    'api/src/modules/billing-admin/billing-admin.test.ts',
  ],
  ['PUT /api/admin/billing/prices/:priceId/promo', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['DELETE /api/admin/billing/prices/:priceId', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['GET /api/admin/whitelabels/:id/billing', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  ['PUT /api/admin/whitelabels/:id/price_floor', 'api/src/modules/billing-admin/billing-admin.test.ts'],
  // Admin operations (issue 14) with a white-label or row id: admins and resellers, scoped by brand
  // (a reseller of A gets 404 for B), tested like tenancy there; the routes without one are swept here.
  ['GET /api/admin/whitelabels/:id/managers', 'api/src/modules/admin-ops/admin-ops.test.ts'],
  ['POST /api/admin/whitelabels/:id/managers', 'api/src/modules/admin-ops/admin-ops.test.ts'],
  ['PUT /api/admin/whitelabels/:id/managers/:managerId', 'api/src/modules/admin-ops/admin-ops.test.ts'],
  ['DELETE /api/admin/whitelabels/:id/managers/:managerId', 'api/src/modules/admin-ops/admin-ops.test.ts'],
  ['GET /api/admin/whitelabels/:id/health_index', 'api/src/modules/admin-ops/admin-ops.test.ts'],
  ['PUT /api/admin/whitelabels/:id/health_index', 'api/src/modules/admin-ops/admin-ops.test.ts'],
  ['DELETE /api/admin/prepaid_customers/:id', 'api/src/modules/admin-ops/admin-ops.test.ts'],
  // Admin customers, users, audit, config (issue 14): platform admins or resellers of their brands only.
  ['GET /api/admin/customers/:id/customer_info', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/customers/:id/update', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/customers/:id/block', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/customers/:id/unblock', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/customers/:id/delete', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/customers/:id/restore', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/space/:id/set_unlimited', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/space/:id/set_li_approve', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/space/:id/stripe/refresh', 'api/src/modules/admin/admin.test.ts'],
  ['GET /api/admin/users/:id/spaces', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/users/:id/update', 'api/src/modules/admin/admin.test.ts'],
  ['POST /api/admin/users/:id/update_spaces', 'api/src/modules/admin/admin.test.ts'],
]);

/** Routes with workspace data not checked with A's ids anywhere yet: this list only shrinks. */
export const notYetChecked = new Set<string>([]);
