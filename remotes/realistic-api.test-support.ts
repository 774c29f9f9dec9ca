import { aiLabelNames, reportingSeries } from '@outreach/core/outreach';
import { credentialFixture } from '@outreach/sdk/test-support';
import type { MockHandler } from './mock-api.test-support';

/**
 * The API as a new customer's workspace answers it a week in, for the "no English in a
 * non-English page" tests (issue 26 item 25): every status a list can show, the seeded pipeline
 * and plans as the server seeds them (English: the page translates them by a stable key), dates,
 * and user data kept apart in `userData`. The clock is 2026-11-24 10:00 UTC (a Tuesday).
 */
export const now = '2026-11-24T10:00:00.000Z';
const day = (offset: number, hour = 9) => new Date(Date.UTC(2026, 10, 24 + offset, hour)).toISOString();

/** Names and texts a customer typed: shown as they are in any language. */
export const userData: string[] = [
  'Acme Sales',
  'Anna Berg',
  'Ben Okafor',
  'Founders in Lyon',
  'CTOs in Berlin',
  'Q4 follow-up',
  'Grace Hopper',
  'Ada Lovelace',
  'Hopper Labs',
  'Analytical Engines',
  'Head of Growth',
  'Lyon, France',
  'Hot lead',
  'Follow up on pricing',
  'Thanks, let us talk next week.',
  'Quick question, {first_name}',
  'Hi {first_name}, saw your post about {company}.',
  'Intro video',
  'Ben Okafor, Acme Sales',
  'anna@acme.test',
  'Acme',
  'INV-0001',
  // The AI email service's domains, addresses and DNS records, and the API's sentences about them.
  'acme-mail.com',
  'acme-mail.io',
  'anna@acme-mail.com',
  'mx1.reachly.io',
  'v=spf1 include:_spf.reachly.io ~all',
  'v=spf1 ~all',
  'MX points at mx1.reachly.io',
  'SPF does not include _spf.reachly.io',
  // Ids in the URLs the tests open: a white-label, a mailbox.
  'acme',
  'int-1',
];

const workflowStatuses = ['active', 'paused', 'draft', 'archived', 'deleted'] as const;
const workflowNames = ['Founders in Lyon', 'CTOs in Berlin', 'Q4 follow-up'];

function workflow(id: string, index: number) {
  return {
    _id: id,
    name: workflowNames[index % workflowNames.length],
    status: workflowStatuses[index % workflowStatuses.length],
    type: index === 1 ? 'smart' : 'simple',
    sequences_type: index === 1 ? 'smart' : 'simple',
    is_email_only: index === 2,
    position: index,
    percent_complete: 40,
    is_ai_employee: false,
    credentials: ['cred-1'],
    created_at: day(-7),
    updated_at: day(-1),
  };
}
const workflows = workflowStatuses.map((_, index) => workflow(`wf-${index + 1}`, index));

function campaign(id: string, type: 'simple' | 'smart') {
  return {
    ...workflow(id, 0),
    type,
    sequences_type: type,
    is_existing_people: false,
    is_include_talked_before: false,
    is_only_premium: false,
    is_link_tracking: true,
    is_open_tracking: true,
    is_ai_targeting: false,
    ai_targeting_settings: null,
    ai_employee_id: null,
    custom_domain: null,
    connection_daily_limit: null,
    settings: {},
    sequence: [
      { key: 'a', number: 1, kind: 'view_profile', wait_days: 0, wait_hours: 0 },
      {
        key: 'b',
        number: 2,
        kind: 'connection_request',
        wait_days: 1,
        wait_hours: 0,
        message: 'Quick question, {first_name}',
      },
      {
        key: 'c',
        number: 3,
        kind: 'send_email',
        wait_days: 2,
        wait_hours: 0,
        subject: 'Quick question, {first_name}',
      },
    ],
    sequences_nodes: [],
    searches: [],
    revision: 3,
  };
}

const credentialStatuses = ['active', 'invalid', 'inactive', 'blocked'] as const;
const credentials = credentialStatuses.map((status, index) =>
  credentialFixture({
    _id: `cred-${index + 1}`,
    status,
    first_name: index % 2 ? 'Ben' : 'Anna',
    last_name: index % 2 ? 'Okafor' : 'Berg',
    full_name: index % 2 ? 'Ben Okafor' : 'Anna Berg',
    username: 'anna@acme.test',
    automation_type: index % 2 ? 'extension' : 'cloud',
    created_at: day(-6),
    updated_at: day(-1),
  }),
);

/**
 * The customer's own label, and the AI labels the API seeds in every workspace (labels.service.ts
 * `seedAiLabels`): stored in English, type `ai_generated`, so a page that shows one without
 * translating it (sdk `useLabelName`) leaves English on a French page.
 */
const labels = [
  {
    _id: 'label-1',
    name: 'Hot lead',
    color: '#d93848',
    type: 'profile' as const,
    is_shared: true,
    display_order: 0,
    created_at: day(-5),
  },
  ...aiLabelNames.map((name, index) => ({
    _id: `label-ai-${index + 1}`,
    name,
    color: '#47e671',
    type: 'ai_generated' as const,
    is_shared: true,
    display_order: index,
    created_at: day(-7),
  })),
];
const labelRef = ({ _id, name, color, type }: (typeof labels)[number]) => ({ _id, name, color, type });
const [hotLead, interested] = labels as [(typeof labels)[number], (typeof labels)[number]];

const prospectStatuses = [
  'new',
  'request_sent',
  'contacted',
  'connected',
  'got_reply',
  'interested',
  'lead',
  'stuck',
];
const lifecycles = ['new', 'contacted', 'connected', 'got_reply', 'lead', 'customer'];
const states = ['excluded', 'pending', 'paused', 'active', 'finished', 'campaign_paused'];
function prospect(id: string, index: number) {
  const [first, last] = index % 2 ? ['Ada', 'Lovelace'] : ['Grace', 'Hopper'];
  return {
    _id: id,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    profile_url: 'https://www.linkedin.com/in/grace',
    position: 'Head of Growth',
    location: 'Lyon, France',
    industry: null,
    company_name: index % 2 ? 'Analytical Engines' : 'Hopper Labs',
    company_domain: null,
    personal_email: null,
    work_email: null,
    phone: null,
    status: prospectStatuses[index % prospectStatuses.length],
    lifecycle: lifecycles[index % lifecycles.length],
    labels: [labelRef(hotLead), labelRef(interested)],
    custom_fields: {},
    campaigns: [
      {
        workflow_id: 'wf-1',
        name: 'Founders in Lyon',
        status: 'active',
        state: 'active',
        next_step: { key: 'c', kind: 'send_email', number: 3 },
        next_step_at: day(1),
        pause_reason: null,
        wait_reason: null,
      },
    ],
    notes: [{ _id: 'n1', text: 'Follow up on pricing', author_id: 'u1', created_at: day(-2) }],
    messages: [
      {
        _id: 'm1',
        direction: 'out',
        channel: 'social',
        text: 'Quick question, {first_name}',
        sent_at: day(-2),
      },
    ],
    created_at: day(-6),
    updated_at: day(-1),
    last_activity_at: day(-1),
  };
}
const prospects = prospectStatuses.map((_, index) => prospect(`prospect-${index + 1}`, index));

const counts = (base: number) =>
  Object.fromEntries(reportingSeries.map((name, index) => [name, base + index]));

const activityReport = {
  from: '2026-10-26',
  to: '2026-11-24',
  totals: counts(20),
  previous_totals: counts(10),
  rates: { acceptance_rate: 30, reply_rate: 12.5, open_rate: 44, click_rate: 3, interested_rate: 8 },
  days: [
    { date: '2026-11-23', ...counts(3) },
    { date: '2026-11-24', ...counts(5) },
  ],
  breakdown: [{ id: 'wf-1', name: 'Founders in Lyon', totals: counts(20) }],
};

const forecastSender = {
  credential_id: 'cred-1',
  name: 'Anna Berg',
  timezone: 'UTC',
  work_hours: { start: 9, end: 17 },
  work_window: { start: day(1, 9), end: day(1, 17) },
  health_score: 0.8,
  cooldown_until: day(0, 14),
  caps: [
    {
      action_kind: 'connection_request',
      daily_cap: 25,
      used_today: 25,
      remaining_today: 0,
      weekly_cap: 100,
      used_week: 60,
      remaining_week: 40,
    },
  ],
  hours: [{ start: day(1, 9), working: true, planned: { connection_request: 5, message: 2, email: 3 } }],
  reasons: [
    { code: 'working_until', until: day(0, 17), text: 'Working until 17:00.' },
    { code: 'connections_left_today', count: 5, text: '5 connection requests left today.' },
  ],
};

const stages = ['Lead', 'Contacted', 'Qualified', 'Proposal', 'Won'].map((name, order) => ({
  _id: `stage-${order + 1}`,
  name,
  pipeline_id: 'pl1',
  order,
  probability: [10, 25, 50, 75, 100][order],
  data: { order },
  crm_deals:
    order === 0
      ? [
          {
            _id: 'deal-1',
            platform: 'default',
            name: 'Hopper Labs',
            pipeline: 'pl1',
            crm_stage: 'stage-1',
            amount: 1250,
            currency: 'EUR',
            crm_owner: null,
            probability: 10,
            position: 0,
            status: 'open',
            prospect: { _id: 'prospect-1', full_name: 'Grace Hopper' },
            workflow_id: 'wf-1',
            created_at: day(-3),
          },
        ]
      : [],
}));

const plan = (tier: string, weight: number, name: string, monthly: number, features: string[]) => ({
  tier,
  weight,
  name,
  card_description: { name, features },
  seats: { total: 5, cloud: 5, extension: 5 },
  default_credits: 500,
  prices: ['monthly', 'annual'].map((interval) => ({
    _id: `${tier}-${interval}`,
    tier,
    interval,
    currency: 'EUR',
    price: interval === 'annual' ? monthly * 10 : monthly,
    amount_cents: monthly * 100,
    promo: null,
    promotion_price: null,
    free_seats: 0,
    minimum_payment_quantity: 1,
    seats: { included: 0, bought: 5, total: 5 },
  })),
});

/** The seeded plans (api/src/platform/plans.defaults.ts), as GET /billing/prices sends them. */
const prices = {
  currency: 'EUR',
  currencies: ['EUR', 'USD'],
  intervals: ['monthly', 'annual'],
  current_price_id: 'growth-monthly',
  current_tier: 'growth',
  payments_mode: 'stripe',
  plans: [
    plan('free', 0, 'Free', 0, ['2 campaigns', 'Link tracking']),
    plan('basic', 1, 'Basic', 29, ['10 campaigns', 'Native CRM, webhooks and Zapier']),
    plan('growth', 3, 'Growth', 59, ['Unlimited campaigns', 'Smart sequences, video, Prospect Finder']),
    plan('scale', 5, 'Scale', 99, ['Calls and SMS', 'AI assistant and AI comments']),
    plan('unlimited', 7, 'Unlimited', 149, ['AI Employee', 'Unlimited mailboxes']),
    plan('supreme', 9, 'Supreme', 299, ['Everything']),
  ],
  credit_packs: [{ _id: 'pack-500', credits: 500, currency: 'EUR', price: 25, amount_cents: 2500 }],
};

const overview = {
  plan: {
    tier: 'growth',
    name: 'Growth',
    interval: 'monthly',
    currency: 'EUR',
    quantity: 5,
    amount: 245,
    tax_percent: 20,
    amount_with_tax: 294,
    status: 'active',
    cancel_at_period_end: false,
  },
  next_invoice: { date: day(32), amount: 294, currency: 'EUR' },
  seats: { mode: 'seats', used: 2, total: 5, bought: 5, included: 0 },
  credits: { balance: 1200 },
  payment_methods: [
    { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030, is_primary: true },
  ],
  is_billing_enabled: true,
  subscription_mode: 'stripe',
  can_upgrade: true,
  last_payment_error: null,
  payments_mode: 'stripe',
};

const list = <T>(items: T[]) => ({ items, total: items.length, offset: 0, limit: 25 });
const ok =
  (payload: unknown): MockHandler =>
  () => ({ payload });

/** Every call the customer's pages make, answered as the API would for the workspace above. */
/** The AI email service (issue 29): a ready domain with a DNS problem, one registering, a mailbox. */
const mailCheck = {
  domain: 'acme-mail.com',
  status: 'error',
  records: [
    { record: 'mx', name: 'acme-mail.com', status: 'ok', message: 'MX points at mx1.reachly.io', found: [] },
    {
      record: 'spf',
      name: 'acme-mail.com',
      status: 'error',
      message: 'SPF does not include _spf.reachly.io',
      found: ['v=spf1 ~all'],
    },
  ],
};
const mailDomain = {
  id: 'dom-1',
  name: 'acme-mail.com',
  status: 'ready',
  price: 120,
  created_at: day(-3),
  ready_at: day(-3),
  checked_at: day(-1),
  check_status: 'error',
};
const mailDomains = [
  mailDomain,
  {
    ...mailDomain,
    id: 'dom-2',
    name: 'acme-mail.io',
    status: 'registering',
    ready_at: null,
    checked_at: null,
    check_status: null,
  },
];
const hostedMailbox = {
  id: 'mb-1',
  address: 'anna@acme-mail.com',
  local_part: 'anna',
  domain_id: 'dom-1',
  domain: 'acme-mail.com',
  from_name: 'Anna Berg',
  credentials_id: 'cred-1',
  integration_id: 'int-1',
  host: 'sandbox',
  price: 20,
  created_at: day(-2),
};

export const realisticApi: Record<string, MockHandler> = {
  'GET /space/features': ok(
    Object.fromEntries(
      'campaigns smart_sequences prospect_finder video voicemail dash_tasks native_crm hubspot_crm pipedrive_crm webhook_integration zapier_integration calling sms email_automation link_tracking cloud extension'
        .split(' ')
        .map((flag) => [flag, true]),
    ),
  ),
  'GET /space/info': ok({
    _id: 'space-1',
    name: 'Acme Sales',
    brand: 'reachly',
    status: 'active',
    tier: 'growth',
    is_paid: true,
    is_billing_enabled: true,
    subscription_mode: 'stripe',
    admins: ['u1'],
    users: [],
    used_seats: 2,
    total_seats: 5,
    crm_tokens: [],
    credits_usage: { usage_by_type: { default: 10 }, available_by_type: { default: 1200 } },
  }),
  'GET /users/fetch_spaces': ok([{ _id: 'space-1', name: 'Acme Sales', status: 'active', brand: 'reachly' }]),
  'GET /users/fetch_user': ok({ _id: 'u1', email: 'anna@acme.test', first_name: 'Anna', last_name: 'Berg' }),
  'GET /credentials/fetch': ok(credentials),
  'GET /workflows': ok(list(workflows)),
  'GET /workflows/fetch': ok(workflows),
  'GET /workflows/wf-1': ok(campaign('wf-1', 'simple')),
  'GET /workflows/seq-1': ok(campaign('seq-1', 'smart')),
  'GET /workflows/*/prospects': ok(
    list(
      prospects.map((p, index) => ({
        ...p,
        prospect_id: p._id,
        prospect: p,
        state: states[index % states.length],
        current_step_key: 'b',
        next_step_at: day(1),
        wait_reason: index === 2 ? 'outside_work_hours' : null,
        approval_state: null,
        credential_id: 'cred-1',
        workflow_id: 'wf-1',
      })),
    ),
  ),
  'GET /workflows/*/rates': ok({
    totals: counts(20),
    days: activityReport.days,
    prospects: { active: 3, campaign_paused: 0, excluded: 1, finished: 2, paused: 1, pending: 4, total: 11 },
    statuses: Object.fromEntries(prospectStatuses.map((status, index) => [status, index + 1])),
  }),
  'GET /workflows/*/progress': ok([
    { key: 'a', completed: 40, waiting: 2 },
    { key: 'b', completed: 25, waiting: 10 },
  ]),
  'GET /engine/forecast': ok({ generated_at: now, senders: [forecastSender] }),
  'GET /labels/fetch': ok(labels),
  'GET /labels/auto_rules': ok(
    [
      { id: 'rule-ai', label: interested, kind: 'ai', phrases: [] },
      { id: 'rule-kw', label: hotLead, kind: 'keywords', phrases: ['Q4 follow-up'] },
      { id: 'rule-kw-ai', label: labels[3] ?? interested, kind: 'keywords', phrases: ['Hopper Labs'] },
    ].map(({ id, label, kind, phrases }) => ({
      _id: id,
      kind,
      phrases,
      is_active: true,
      label: labelRef(label),
      created_at: day(-3),
      updated_at: day(-2),
    })),
  ),
  // Events of the chosen labels only, so the page lists every label to choose from.
  'GET /integrations/webhook/settings': ok({
    label_ids: ['label-1', 'label-ai-1'],
    include_message_text: false,
    updated_at: day(-1),
  }),
  'GET /profiles': ok(list(prospects)),
  'GET /profiles/*': ok(prospects[0]),
  'GET /message_templates': ok(
    list([
      {
        _id: 'tpl-1',
        name: 'Quick question, {first_name}',
        text: 'Hi {first_name}, saw your post about {company}.',
        channel: 'message',
        subject: null,
        created_by: 'u1',
        created_at: day(-3),
        updated_at: day(-2),
      },
    ]),
  ),
  'GET /videos': ok(
    list([{ _id: 'vid-1', name: 'Intro video', status: 'ready', views_count: 12, created_at: day(-2) }]),
  ),
  'GET /inbox/dialogs': ok(
    list(
      prospects.slice(0, 3).map((p, index) => ({
        _id: `dialog-${index + 1}`,
        prospect: p,
        credential_id: 'cred-1',
        channel: index === 2 ? 'email' : 'social',
        last_message: { text: 'Thanks, let us talk next week.', direction: 'in', created_at: day(-index) },
        unread: index === 0,
        starred: index === 1,
        updated_at: day(-index),
      })),
    ),
  ),
  'GET /inbox/dialogs/*/messages': ok({
    items: [
      {
        _id: 'm1',
        direction: 'out',
        channel: 'social',
        status: 'sent',
        text: 'Quick question, {first_name}',
        sent_at: day(-2),
      },
      {
        _id: 'm2',
        direction: 'in',
        channel: 'social',
        status: 'received',
        text: 'Thanks, let us talk next week.',
        sent_at: day(-1),
      },
    ],
    has_more: false,
  }),
  'GET /inbox/dialogs/*/scheduled': ok([]),
  'GET /reports/activity': ok(activityReport),
  'GET /reports/audience': ok({
    total: 57,
    by_status: prospectStatuses.map((status, index) => ({ status, count: 10 - index })),
    by_label: [hotLead, interested].map(({ _id, name, color, type }, index) => ({
      id: _id,
      name,
      color,
      type,
      count: 9 - index,
    })),
    by_company: [{ key: 'Acme', count: 5 }],
    by_title: [{ key: 'Head of Growth', count: 4 }],
    by_location: [{ key: 'Lyon, France', count: 3 }],
  }),
  'GET /dashboard/activity': ok({
    items: ['got_reply', 'invite_accepted', 'email_sent', 'mark_as_lead'].map((event, index) => ({
      id: `e${index}`,
      event,
      created_at: day(0, 9 - index),
      prospect_id: 'prospect-1',
      workflow_id: 'wf-1',
      credential_id: 'cred-1',
      data: { prospect: { id: 'prospect-1', full_name: 'Grace Hopper' } },
      workflow_name: 'Founders in Lyon',
    })),
    has_more: false,
  }),
  'GET /tasks': ok(
    list([
      {
        _id: 't1',
        type: 'make_call',
        name: 'Follow up on pricing',
        info: '',
        due_at: day(0, 8),
        priority: 300,
        status: 'open',
        created_at: day(-1),
        completed_at: null,
        assignee: null,
        prospect: { _id: 'prospect-1', full_name: 'Grace Hopper', company_name: 'Hopper Labs' },
        account: null,
        campaign: null,
      },
    ]),
  ),
  'GET /integrations/crm/default/pipelines': ok([{ _id: 'pl1', name: 'Sales pipeline', position: 0 }]),
  'GET /integrations/crm/default/stages': ok(stages),
  'GET /integrations/crm/default/owners': ok([{ _id: 'u1', name: 'Anna Berg', email: 'anna@acme.test' }]),
  'GET /integrations/crm/default/currencies': ok([
    { code: 'USD', name: 'US Dollar' },
    { code: 'EUR', name: 'Euro' },
  ]),
  'GET /integrations/webhook': ok([
    {
      _id: 'hook-1',
      url: 'https://hooks.acme.test/reachly',
      update_types: ['got_reply', 'invite_accepted'],
      name: 'Founders in Lyon',
      is_active: true,
      last_delivery_at: day(-1),
      last_status: 200,
      created_at: day(-4),
    },
  ]),
  'GET /billing/overview': ok(overview),
  'GET /billing/prices': ok(prices),
  'GET /billing/credits': ok({
    balance: 1200,
    used_this_month: 30,
    auto_topup: { enabled: false, threshold: 0, price_id: null, max_per_month: 0, used_this_month: 0 },
    member_caps: [],
  }),
  'GET /billing/credits_history/chart': ok({
    days: [
      { date: '2026-11-23', balance: 1203, used: 0 },
      { date: '2026-11-24', balance: 1200, used: 3 },
    ],
  }),
  'GET /billing/credits_history': ok({
    items: [
      {
        _id: 'ch-1',
        delta: -3,
        kind: 'usage',
        category: 'enrich',
        balance_after: 1200,
        description: null,
        user: null,
        created_at: day(-1),
      },
      {
        _id: 'ch-2',
        delta: 500,
        kind: 'renewal',
        category: 'default',
        balance_after: 1203,
        description: null,
        user: null,
        created_at: day(-3),
      },
    ],
    total: 1,
  }),
  'GET /billing/invoices': ok({
    items: [
      {
        id: 'in_1',
        number: 'INV-0001',
        amount: 294,
        currency: 'EUR',
        status: 'paid',
        created_at: day(-30),
        pdf: null,
      },
    ],
  }),
  'GET /ai_email/domains': ok(mailDomains),
  'GET /ai_email/domains/*': ok({
    ...mailDomain,
    records: [
      { purpose: 'mx', type: 'MX', name: 'acme-mail.com', value: 'mx1.reachly.io', priority: 10 },
      { purpose: 'spf', type: 'TXT', name: 'acme-mail.com', value: 'v=spf1 include:_spf.reachly.io ~all' },
    ],
    last_check: mailCheck,
  }),
  'GET /ai_email/mailboxes': ok({
    mailboxes: [hostedMailbox],
    slots: { limit: 1, used: 1, available: 0 },
    per_domain: 3,
    price: 20,
  }),
  'GET /integrations/*/*/dns_check': ok(mailCheck),
  'GET /ai_email/warmup': ok([
    {
      mailbox_id: 'int-1',
      email: 'anna@acme-mail.com',
      enabled: true,
      status: 'warming',
      stop_reason: null,
      stop_detail: null,
      day_index: 2,
      health_score: 80,
      today: { planned: 9, sent: 4 },
    },
  ]),
  'GET /ai_email/warmup/*': ok({
    mailbox_id: 'int-1',
    email: 'anna@acme-mail.com',
    settings: {
      enabled: true,
      pool: false,
      start_per_day: 3,
      increase_per_day: 3,
      max_per_day: 25,
      reply_rate_percent: 33,
      variance_percent: 10,
    },
    recommended: {
      start_per_day: 3,
      increase_per_day: 3,
      max_per_day: 25,
      reply_rate_percent: 33,
      variance_percent: 10,
    },
    status: 'warming',
    stop_reason: null,
    stop_detail: null,
    started_at: day(-2),
    stopped_at: null,
    day_index: 2,
    cold_sending_cap: 6,
    health_score: 80,
    history: [-2, -1, 0].map((offset, index) => ({
      day: day(offset).slice(0, 10),
      planned: 3 + 3 * index,
      sent: 3 + 3 * index,
      delivered: 3 + 3 * index,
      in_spam: 1,
      opened: 2 + index,
      replied: 1 + index,
      bounced: 0,
      health_score: index === 0 ? null : 60 + 20 * index,
    })),
  }),
};
