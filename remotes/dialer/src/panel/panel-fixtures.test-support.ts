/** What the panel tests load: a workspace number as GET /dialer/phones lists it, and a sandbox token. */
import type { DialerToken } from '../calls/call-client';
import type { DialerPhone } from '../calls/dialer-api';

/** A number of member u1 as GET /dialer/phones lists it. */
export function panelPhone(
  id: string,
  number: string,
  country = 'US',
  status: 'active' | 'suspended' = 'active',
): DialerPhone {
  return {
    id,
    number,
    status,
    category: 'local',
    country: { country_code: country },
    created_at: '2026-11-01T00:00:00.000Z',
    installation_price: 100,
    is_sms_supported: true,
    monthly_price: 100,
    next_charge_at: '2026-12-01T00:00:00.000Z',
    notice: null,
    number_to_redirect: null,
    phones_available: null,
    region: { id: `r-${id}`, name: 'Region' },
    state: null,
    user_id: 'u1',
  } as DialerPhone;
}

/** GET /dialer/token on the sandbox carrier (no SIP server) for Jane Cooper. */
export const sandboxToken: DialerToken = {
  provider: 'sandbox',
  carrier: 'sandbox',
  display_name: 'Jane Cooper',
  domain: null,
  expires_at: '2026-12-03T14:00:00.000Z',
  password: null,
  sip_user: 'u1',
  token: 'secret',
  uri: null,
  username: '1:u1',
  ws_url: null,
};
