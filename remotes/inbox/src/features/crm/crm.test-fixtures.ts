/** GET /integrations/crm/{platform}/crm_info of a CRM not connected yet, with `extra` on top. */
export function crmInfo(platform: string, extra: Record<string, unknown> = {}) {
  return {
    platform,
    connected: false,
    status: 'none',
    auth_kind: null,
    account: null,
    last_synced_at: null,
    last_error: null,
    oauth_available: false,
    ...extra,
  };
}
