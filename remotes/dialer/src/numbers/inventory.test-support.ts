/**
 * A small copy of the sandbox carrier's inventory as GET /dialer/countries, /states and /regions
 * answer it, and owned numbers as GET /dialer/phones does, for the numbers page's tests.
 */
import type { MockHandler } from '../../../mock-api.test-support';
import type { CountryOption, DialerPhone, DialerRegion } from './numbers-api';

export const countries: CountryOption[] = [
  {
    code: '1',
    country_code: 'US',
    name: 'United States',
    has_states: true,
    available_categories: ['local', 'toll_free'],
    type: 'local',
    count: 198,
  },
  {
    code: '1',
    country_code: 'US',
    name: 'United States',
    has_states: true,
    available_categories: ['local', 'toll_free'],
    type: 'toll_free',
    count: 14,
  },
  {
    code: '44',
    country_code: 'GB',
    name: 'United Kingdom',
    has_states: false,
    available_categories: ['local', 'mobile'],
    type: 'local',
    count: 40,
  },
  {
    code: '44',
    country_code: 'GB',
    name: 'United Kingdom',
    has_states: false,
    available_categories: ['local', 'mobile'],
    type: 'mobile',
    count: 12,
  },
];

const usStates = {
  local: [
    { id: 'US-local-california', name: 'California' },
    { id: 'US-local-new-york', name: 'New York' },
  ],
  toll_free: [{ id: 'US-toll_free-nationwide', name: 'Nationwide' }],
} as const;

function region(
  id: string,
  name: string,
  available: number,
  sms: boolean,
  extra: Partial<DialerRegion> = {},
): DialerRegion {
  return {
    id,
    name,
    country_code: 'US',
    category: 'local',
    state: null,
    is_sms_supported: sms,
    phones_available: available,
    monthly_price: 10,
    installation_price: 10,
    ...extra,
  };
}

export const regionsByState: Record<string, DialerRegion[]> = {
  'US-local-california': [region('US-la', 'Los Angeles', 40, true), region('US-sd', 'San Diego', 0, true)],
  'US-local-new-york': [region('US-nyc', 'New York City', 30, true), region('US-buf', 'Buffalo', 8, false)],
  'US-toll_free-nationwide': [
    region('US-800', 'Toll-free 800', 5, false, {
      category: 'toll_free',
      monthly_price: 20,
      installation_price: 20,
    }),
  ],
};

export const gbRegions: Record<string, DialerRegion[]> = {
  local: [
    region('GB-london', 'London', 30, false, {
      country_code: 'GB',
      monthly_price: 15,
      installation_price: 15,
    }),
  ],
  mobile: [
    region('GB-mobile', 'Mobile', 12, true, {
      country_code: 'GB',
      category: 'mobile',
      monthly_price: 25,
      installation_price: 25,
    }),
  ],
};

/** GET /dialer/countries, /states and /regions over the inventory above. */
export const inventoryApi: Record<string, MockHandler> = {
  'GET /dialer/countries': () => ({ payload: countries }),
  'GET /dialer/states': ({ query }) => {
    const category = query.get('category') as keyof typeof usStates;
    return { payload: query.get('country_code') === 'US' ? usStates[category] : [] };
  },
  'GET /dialer/regions': ({ query }) => {
    if (query.get('country_code') === 'GB') return { payload: gbRegions[query.get('category') ?? ''] ?? [] };
    const state = query.get('state_id');
    if (!state) return { error: 'State is required', status: 400 };
    return { payload: regionsByState[state] ?? [] };
  },
};

export function ownedPhone(id: string, extra: Partial<DialerPhone> = {}): DialerPhone {
  return {
    id,
    number: '+12125550100',
    status: 'active',
    notice: null,
    category: 'local',
    country: { country_code: 'US' },
    region: { id: 'US-nyc', name: 'New York City' },
    state: { name: 'New York' },
    is_sms_supported: true,
    monthly_price: 10,
    installation_price: 10,
    phones_available: 29,
    number_to_redirect: null,
    user_id: 'u1',
    next_charge_at: '2027-01-01T00:00:00.000Z',
    created_at: '2026-12-01T00:00:00.000Z',
    ...extra,
  };
}
