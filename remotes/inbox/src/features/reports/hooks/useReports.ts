import { api, sessionStore, useSession } from '@outreach/sdk';
import { useAccount, useCredentials } from '@outreach/sdk/account';
import {
  activityReportQuery,
  campaignPickerQuery,
  type ReportKind,
  reportKeys,
} from '@outreach/sdk/page-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type ReportFilters } from '../report-filters';

/**
 * One report of the workspace for `query` (the filters as the API reads them): kept under its
 * kind and query, the last one shown while the next loads.
 */
function useReport<T>(kind: ReportKind, query: object, fetch: (signal: AbortSignal) => Promise<T>) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: reportKeys.report(space, kind, query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetch(signal),
  });
}

/** GET /reports/activity with the filters and the breakdown grouping (the shell starts the default one, sdk page-data.ts). */
export function useActivityReport(filters: ReportFilters) {
  const space = useSession((state) => state.space);
  return useQuery({
    ...activityReportQuery(space, { ...apiQuery(filters), group_by: filters.groupBy }),
    placeholderData: keepPreviousData,
  });
}

export function useAudienceReport(filters: ReportFilters) {
  const query = apiQuery(filters);
  return useReport('audience', query, (signal) => api.GET('/reports/audience', { query, signal }));
}

export function useInsightReport(filters: ReportFilters) {
  const query = apiQuery(filters);
  return useReport('insight', query, (signal) => api.GET('/reports/insight', { query, signal }));
}

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * The filter bar's lists: the campaigns (GET /workflows/fetch, under the campaign lists' key so a
 * campaign change refreshes it), the senders (credentials) and the workspace's members.
 */
export function useReportPickers(): {
  campaigns: PickerOption[];
  senders: PickerOption[];
  members: PickerOption[];
} {
  const space = useSession((state) => state.space);
  const campaigns = useQuery(campaignPickerQuery(space));
  const credentials = useCredentials();
  const account = useAccount();
  return {
    campaigns: (campaigns.data ?? []).map((campaign) => ({ value: campaign._id, label: campaign.name })),
    senders: (credentials.data ?? []).map((credential) => ({
      value: credential._id,
      label:
        credential.full_name ||
        `${credential.first_name} ${credential.last_name}`.trim() ||
        credential.username,
    })),
    members: (account.data?.users ?? []).map((user) => ({
      value: user._id,
      label: `${user.first_name} ${user.last_name}`.trim() || user.email,
    })),
  };
}

export type { ReportKind };

/**
 * GET /reports/export: the route answers a CSV file, not the JSON envelope, so it is fetched with
 * the session's token and saved from a Blob. Resolves to the file name; rejects with the API's error.
 */
export async function downloadReportCsv(report: ReportKind, filters: ReportFilters): Promise<string> {
  const { apiBase, token, space } = sessionStore.getState();
  const query = new URLSearchParams();
  if (space) query.set('space', space);
  query.set('report', report);
  for (const [key, value] of Object.entries({ ...apiQuery(filters), group_by: filters.groupBy }))
    if (value) query.set(key, value);
  const response = await fetch(`${apiBase}/api/reports/export?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : response.statusText || 'Export failed');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${report}-report.csv`;
  const blob = await response.blob();
  if (typeof URL.createObjectURL === 'function') {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }
  return filename;
}
