/**
 * The phone numbers page's and the Buy Number modal's API calls (spec ai-telephony §7 "Dialer and
 * phone numbers"), through the typed client, and the page's "the numbers changed" signal that the
 * side panel listens to (the panel and this page are separate exposes: a window event reaches both).
 */
import type { ApiSchema } from '@outreach/core/contract';
import { api } from '@outreach/sdk';
import type { DialerPhone } from '../calls/dialer-api';

export type { DialerPhone };
/** spec §3 Country option: one entry per country and category. */
export type CountryOption = ApiSchema<'DialerCountry'>;
export type DialerState = ApiSchema<'DialerState'>;
export type DialerRegion = ApiSchema<'DialerRegion'>;
export type PhoneCategory = CountryOption['type'];
export type Purchase = ApiSchema<'DialerPurchase'>;

export function fetchOwnedPhones(): Promise<DialerPhone[]> {
  return api.GET('/dialer/phones');
}

export function fetchCountries(): Promise<CountryOption[]> {
  return api.GET('/dialer/countries');
}

export function fetchStates(countryCode: string, category: PhoneCategory): Promise<DialerState[]> {
  return api.GET('/dialer/states', { query: { country_code: countryCode, category } });
}

export function fetchRegions(query: {
  country_code: string;
  category: PhoneCategory;
  state_id?: string;
}): Promise<DialerRegion[]> {
  return api.GET('/dialer/regions', { query });
}

/** POST /dialer/phones/buy: installation and the first month are charged; the dialer turns on. */
export function buyPhones(body: {
  region_id: string;
  count: number;
  number_to_redirect: string | null;
}): Promise<Purchase> {
  return api.POST('/dialer/phones/buy', { body });
}

/** PUT /dialer/phones/{id}: the forwarding number (null: none). */
export function updateForwarding(id: string, numberToRedirect: string | null): Promise<DialerPhone> {
  return api.PUT('/dialer/phones/{id}', { path: { id }, body: { number_to_redirect: numberToRedirect } });
}

export function releasePhone(id: string): Promise<{ id: string }> {
  return api.DELETE('/dialer/phones/{id}', { path: { id } });
}

/** A number was bought, changed or released in this tab: every list of numbers reads them again. */
export const PHONES_CHANGED_EVENT = 'outreach:dialer-phones-changed';

export function announcePhonesChanged(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(PHONES_CHANGED_EVENT));
}

/** Listens for announcePhonesChanged; returns the unsubscribe. */
export function onPhonesChanged(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(PHONES_CHANGED_EVENT, listener);
  return () => window.removeEventListener(PHONES_CHANGED_EVENT, listener);
}

/** `refetch_data` as monthly-charges.ts sends it when a number is suspended. */
export function isPhoneChange(payload: unknown): payload is { dialer_phone_id: string; notice?: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { dialer_phone_id?: unknown }).dialer_phone_id === 'string'
  );
}
