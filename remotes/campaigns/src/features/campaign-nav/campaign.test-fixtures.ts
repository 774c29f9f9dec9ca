import type { ApiSchema } from '@outreach/core/contract';
import type { CampaignJson, StepJson } from '@outreach/core/outreach';

/** A campaign as GET /api/workflows/{id} answers it, with `overrides` on top. */
export function campaignJson(overrides: Partial<CampaignJson> = {}): CampaignJson {
  return {
    _id: 'wf-1',
    name: 'Spring outreach',
    status: 'draft',
    type: 'simple',
    sequences_type: 'simple',
    is_email_only: false,
    position: 0,
    is_existing_people: false,
    is_include_talked_before: false,
    is_only_premium: false,
    is_link_tracking: false,
    is_open_tracking: false,
    is_ai_targeting: false,
    ai_targeting_settings: null,
    is_ai_employee: false,
    ai_employee_id: null,
    custom_domain: null,
    connection_daily_limit: null,
    settings: {},
    credentials: ['cred-1'],
    sequence: [],
    sequences_nodes: [],
    searches: [],
    percent_complete: 0,
    revision: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Step `number` of a sequence: a profile view, waiting two days after the step before it. */
export function stepJson(key: string, number: number, overrides: Partial<StepJson> = {}): StepJson {
  return { key, number, kind: 'view_profile', wait_days: number === 1 ? 0 : 2, wait_hours: 0, ...overrides };
}

/** A LinkedIn account of GET /credentials/fetch: active, automated in the cloud. */
export function credentialJson(id: string, username: string, firstName: string, lastName: string) {
  return {
    _id: id,
    username,
    first_name: firstName,
    last_name: lastName,
    status: 'active',
    automation_type: 'cloud',
  };
}

type ForecastSender = ApiSchema<'EngineForecast'>['senders'][number];
type ForecastCap = ForecastSender['caps'][number];

/** One sender of GET /engine/forecast: cred-1, Anna Berg, working 9 to 17 UTC today, no caps yet. */
export function forecastSender(overrides: Partial<ForecastSender> = {}): ForecastSender {
  return {
    credential_id: 'cred-1',
    name: 'Anna Berg',
    timezone: 'UTC',
    work_hours: { start: 9, end: 17 },
    work_window: { start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T17:00:00.000Z' },
    health_score: 1,
    cooldown_until: null,
    caps: [],
    hours: [],
    reasons: [],
    ...overrides,
  };
}

/** A sender's cap on one action: `daily_cap` a day with `used_today` used, no weekly cap. */
export function forecastCap(
  actionKind: ForecastCap['action_kind'],
  dailyCap: number,
  usedToday: number,
  overrides: Partial<ForecastCap> = {},
): ForecastCap {
  return {
    action_kind: actionKind,
    daily_cap: dailyCap,
    used_today: usedToday,
    remaining_today: dailyCap - usedToday,
    weekly_cap: null,
    used_week: null,
    remaining_week: null,
    ...overrides,
  };
}

/** GET /engine/forecast as the engine answers it (api/src/engine/forecast.ts), for `senders`. */
export function forecastJson(senders: ForecastSender[]): ApiSchema<'EngineForecast'> {
  return { generated_at: '2026-11-24T08:10:00.000Z', senders };
}

/** The campaign the campaign pages' tests open (wf-1, running), with `overrides` on top. */
export function pageCampaign(overrides: Partial<CampaignJson> = {}): CampaignJson {
  return campaignJson({ name: 'Founders in Lyon', status: 'active', ...overrides });
}
