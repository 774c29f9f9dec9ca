import type { ApiSchema } from '@outreach/core/contract';
import { api, buildUrl, sessionStore } from '@outreach/sdk';

/** spec ai-telephony §3 Call history entry (GET /dialer/calls). */
export type CallEntry = ApiSchema<'DialerCall'>;

/** spec ai-telephony §9: the history screen pages 50 at a time; infinite scroll at 300 px. */
export const HISTORY_PAGE_SIZE = 50;
export const INFINITE_SCROLL_DISTANCE = 300;

/** The result filter of GET /dialer/calls (spec §7 "result (default all)"). */
export const resultFilters = ['all', 'answered', 'no_answer', 'busy', 'failed', 'voicemail'] as const;
export type ResultFilter = (typeof resultFilters)[number];

export interface HistoryParams {
  query: string;
  result: ResultFilter;
  /** The call-recordings page: only calls with a recording. */
  recordedOnly: boolean;
}

/** One page of GET /dialer/calls. */
export function fetchCallPage(params: HistoryParams, skip: number) {
  return api.GET('/dialer/calls', {
    query: {
      query: params.query || undefined,
      result: params.result,
      recorded: params.recordedOnly ? 'true' : undefined,
      skip,
      limit: HISTORY_PAGE_SIZE,
    },
  });
}

/**
 * A recording's bytes (GET /dialer/calls/{id}/recording): fetched with the session's token, since
 * an <audio src> can not send it. `recordUrl` is the entry's record_url (`/api/dialer/calls/…`).
 */
export async function fetchRecording(recordUrl: string, signal?: AbortSignal): Promise<Blob> {
  const { apiBase, token, space } = sessionStore.getState();
  const url = buildUrl(apiBase, recordUrl.replace(/^\/api/, ''), space ? { space } : {});
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new Error(`recording: ${response.status}`);
  return response.blob();
}
