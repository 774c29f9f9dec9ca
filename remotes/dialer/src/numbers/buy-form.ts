/**
 * The Buy Number form without React (spec ai-telephony §4 Buy flow, §5 Buy form, §9): the picks and
 * their resets as a reducer, the countries grouped by country, and the rules with their messages.
 */
import type { CountryOption, DialerRegion, DialerState, PhoneCategory } from './numbers-api';

/** spec §9: "Purchase count: default 1, max 100 when availability is unknown". */
export const DEFAULT_COUNT = 1;
export const MAX_COUNT = 100;

/** One country of the select: GET /dialer/countries answers one entry per country and category. */
export interface CountryChoice {
  countryCode: string;
  name: string;
  /** The dialling code, "1" for the US. */
  dialCode: string;
  hasStates: boolean;
  categories: { type: PhoneCategory; count: number }[];
}

export function groupCountries(options: readonly CountryOption[]): CountryChoice[] {
  const byCode = new Map<string, CountryChoice>();
  for (const option of options) {
    const known = byCode.get(option.country_code);
    const choice = known ?? {
      countryCode: option.country_code,
      name: option.name,
      dialCode: option.code,
      hasStates: option.has_states,
      categories: [],
    };
    if (!choice.categories.some((category) => category.type === option.type))
      choice.categories.push({ type: option.type, count: option.count });
    if (!known) byCode.set(option.country_code, choice);
  }
  return [...byCode.values()];
}

export interface BuyFormState {
  countryCode: string;
  category: PhoneCategory | '';
  stateId: string;
  regionId: string;
  /** The country's states once loaded (a country with states only). */
  states: DialerState[] | null;
  /** The regions of the country and category (and state) once loaded. */
  regions: DialerRegion[] | null;
  smsOnly: boolean;
  count: string;
  redirect: string;
}

export const initialBuyForm: BuyFormState = {
  countryCode: '',
  category: '',
  stateId: '',
  regionId: '',
  states: null,
  regions: null,
  smsOnly: false,
  count: String(DEFAULT_COUNT),
  redirect: '',
};

export type BuyFormAction =
  | { type: 'country'; countryCode: string }
  | { type: 'category'; category: PhoneCategory | '' }
  | { type: 'state'; stateId: string }
  | { type: 'region'; regionId: string }
  | { type: 'states'; states: DialerState[] }
  | { type: 'regions'; regions: DialerRegion[] }
  | { type: 'smsOnly'; smsOnly: boolean }
  | { type: 'count'; count: string }
  | { type: 'redirect'; redirect: string }
  | { type: 'reset' };

/** spec §4: a country resets category, state and region; a category the state and region; a state the region. */
export function buyFormReducer(state: BuyFormState, action: BuyFormAction): BuyFormState {
  switch (action.type) {
    case 'country':
      return {
        ...state,
        countryCode: action.countryCode,
        category: '',
        stateId: '',
        regionId: '',
        states: null,
        regions: null,
      };
    case 'category':
      return { ...state, category: action.category, stateId: '', regionId: '', states: null, regions: null };
    case 'state':
      return { ...state, stateId: action.stateId, regionId: '', regions: null };
    case 'region':
      return { ...state, regionId: action.regionId };
    case 'states':
      return { ...state, states: action.states };
    case 'regions':
      return { ...state, regions: action.regions };
    case 'smsOnly': {
      // A picked region the filter hides is no longer picked.
      const picked = state.regions?.find((region) => region.id === state.regionId);
      const keep = !action.smsOnly || picked?.is_sms_supported === true;
      return { ...state, smsOnly: action.smsOnly, regionId: keep ? state.regionId : '' };
    }
    case 'count':
      return { ...state, count: action.count };
    case 'redirect':
      return { ...state, redirect: action.redirect };
    case 'reset':
      return initialBuyForm;
  }
}

/** spec §5: "Regions with no availability are disabled. An SMS-support toggle filters regions." */
export function visibleRegions(state: Pick<BuyFormState, 'regions' | 'smsOnly'>): DialerRegion[] {
  return (state.regions ?? []).filter((region) => !state.smsOnly || region.is_sms_supported);
}

/** spec §5: "at most phones_available (or 100 if unknown)"; the API never sells more than 100 at once. */
export function maxCount(region: DialerRegion | undefined): number {
  return region ? Math.min(region.phones_available, MAX_COUNT) : MAX_COUNT;
}

export type BuyField = 'country' | 'category' | 'state' | 'region' | 'count' | 'redirect';

/** A rule's message: its key under `numbers.errors` and its values. */
export interface FieldError {
  key:
    | 'countryRequired'
    | 'categoryRequired'
    | 'stateRequired'
    | 'regionRequired'
    | 'countRequired'
    | 'countNumeric'
    | 'countMin'
    | 'countMax'
    | 'redirectNumeric'
    | 'redirectLength';
  max?: number;
}

/** spec §5 "Redirect number is optional and numeric" (and a phone number's 5 to 15 digits, as the API). */
export function redirectError(text: string): FieldError | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return { key: 'redirectNumeric' };
  if (value.length < 5 || value.length > 15) return { key: 'redirectLength' };
  return null;
}

function countError(text: string, max: number): FieldError | null {
  const value = text.trim();
  if (value === '') return { key: 'countRequired' };
  if (!/^\d+$/.test(value)) return { key: 'countNumeric' };
  const count = Number(value);
  if (count < 1) return { key: 'countMin' };
  if (count > max) return { key: 'countMax', max };
  return null;
}

/** Every rule of spec §5's buy form; an empty object when the form may be sent. */
export function validateBuyForm(
  state: BuyFormState,
  country: CountryChoice | undefined,
): Partial<Record<BuyField, FieldError>> {
  const errors: Partial<Record<BuyField, FieldError>> = {};
  if (!state.countryCode) errors.country = { key: 'countryRequired' };
  if (!state.category) errors.category = { key: 'categoryRequired' };
  if (country?.hasStates && !state.stateId) errors.state = { key: 'stateRequired' };
  if (!state.regionId) errors.region = { key: 'regionRequired' };
  const region = state.regions?.find((entry) => entry.id === state.regionId);
  const count = countError(state.count, maxCount(region));
  if (count) errors.count = count;
  const redirect = redirectError(state.redirect);
  if (redirect) errors.redirect = redirect;
  return errors;
}
