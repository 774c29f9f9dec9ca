/**
 * The dialer panel's API calls (spec ai-telephony §7; issue 27 interface B), through the typed
 * client. The recording is a raw audio body, which the JSON client does not send: a fetch of its own.
 */
import type { ApiSchema, Operation } from '@outreach/core/contract';
import { ApiError, api, buildUrl, GENERIC_ERROR, sessionStore } from '@outreach/sdk';
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

/** The browser's recording of the call, as recorded (audio/webm or audio/ogg). */
export async function uploadRecording(id: string, audio: Blob): Promise<{ record_url: string }> {
  const { apiBase, token, space } = sessionStore.getState();
  const url = buildUrl(apiBase, `/dialer/calls/${encodeURIComponent(id)}/recording`, space ? { space } : {});
  const response = await fetch(url, {
    method: 'PUT',
    headers: {
      Accept: 'application/json',
      'Content-Type': audio.type || 'audio/webm',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: audio,
  });
  const envelope = (await response.json().catch(() => null)) as
    | { ok: true; payload: { record_url: string } }
    | { ok: false; error?: unknown }
    | null;
  if (response.ok && envelope?.ok === true) return envelope.payload;
  const message =
    envelope?.ok === false && typeof envelope.error === 'string' ? envelope.error : GENERIC_ERROR;
  throw new ApiError(message, response.status);
}
