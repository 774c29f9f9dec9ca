/** The dialer panel's API calls (spec ai-telephony §7; issue 27 interface B), through the typed client. */
import type { ApiSchema, Operation } from '@outreach/core/contract';
import { api } from '@outreach/sdk';
import type { DialerToken } from './call-client';

export type DialerPhone = ApiSchema<'DialerPhone'>;
/** A call history entry (GET /dialer/calls items). */
export type CallEntry = ApiSchema<'DialerCall'>;

/** POST /dialer/calls: where the call goes. */
export type PlacedCall = ApiSchema<'DialerStartedCall'>;

/** PUT /dialer/calls/{id}: how the call ended (charges its minutes once). */
export type CallReport = Operation<'/dialer/calls/{id}', 'put'>['requestBody']['content']['application/json'];

/** How many recent calls the main state lists. */
export const RECENT_CALLS = 10;

/** GET /dialer/token with a fresh one-time key (spec §7). */
export function fetchToken(): Promise<DialerToken> {
  return api.GET('/dialer/token', { query: { one_time_key: crypto.randomUUID() } });
}

export function fetchPhones(): Promise<DialerPhone[]> {
  return api.GET('/dialer/phones');
}

export async function fetchRecentCalls(): Promise<CallEntry[]> {
  const page = await api.GET('/dialer/calls', { query: { limit: RECENT_CALLS } });
  return page.items;
}

/** Checks the number, the caller's number and the balance, and opens the call's log entry. */
export function placeCall(body: {
  phone_id: string;
  to: string;
  prospect_id?: string | null;
}): Promise<PlacedCall> {
  return api.POST('/dialer/calls', { body });
}

/** An incoming call, logged for the number's owner. */
export function logIncomingCall(body: { phone_id?: string; from: string; to: string }) {
  return api.POST('/dialer/calls/incoming', { body });
}

/** The call's end: its outcome and duration (charges its minutes once). */
export function reportCall(id: string, report: CallReport): Promise<CallEntry> {
  return api.PUT('/dialer/calls/{id}', { path: { id }, body: report });
}

/** The browser's recording of the call (audio/webm or audio/ogg), sent as the form's `file`. */
export function uploadRecording(id: string, audio: Blob): Promise<{ record_url: string }> {
  const type = audio.type || 'audio/webm';
  const form = new FormData();
  form.append('file', new File([audio], `call-${id}.${type.split('/')[1] ?? 'webm'}`, { type }));
  return api.PUT('/dialer/calls/{id}/recording', { path: { id }, body: form });
}
