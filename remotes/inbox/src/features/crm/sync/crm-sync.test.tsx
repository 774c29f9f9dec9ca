import { setUpInboxPageTests } from '../../page-tests.test-support';
import { crmInfo } from '../crm.test-fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../../../mock-api.test-support';
import { renderArea } from '../../../../../test-support';
import App from '../../../expose/App';

const base = '/integrations/crm/hubspot';

const info = (extra: Record<string, unknown> = {}) => crmInfo('hubspot', extra);

const connected = info({
  connected: true,
  status: 'connected',
  auth_kind: 'token',
  account: { id: '4242', name: 'app.hubspot.com', user_email: null, currency: 'EUR' },
  last_synced_at: '2026-11-20T10:00:00.000Z',
});

const deal = (id: string, stage: string, name: string) => ({
  _id: id,
  platform: 'hubspot',
  name,
  pipeline: 'default',
  crm_stage: stage,
  amount: 1200,
  currency: 'EUR',
  crm_owner: null,
  probability: 20,
  position: 0,
  status: 'open',
});

const board = [
  {
    _id: 'st1',
    name: 'Appointment Scheduled',
    pipeline_id: 'default',
    order: 0,
    probability: 20,
    data: { order: 0 },
    crm_deals: [deal('d1', 'st1', 'Ada deal')],
  },
  {
    _id: 'st2',
    name: 'Closed Won',
    pipeline_id: 'default',
    order: 1,
    probability: 100,
    data: { order: 1 },
    crm_deals: [],
  },
];

function syncApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    [`GET ${base}/pipelines`]: () => ({ payload: [{ _id: 'default', name: 'Sales Pipeline', position: 0 }] }),
    [`GET ${base}/stages`]: () => ({ payload: board }),
    ...extra,
  });
}

const url = '/crm/manage/hubspot?space=s-1';

setUpInboxPageTests({ session: { token: null } });

describe('HubSpot on /crm/manage/hubspot', () => {
  it('not connected: a token card with where-to-find-it help; Connect sends the token, a refusal is shown', async () => {
    let connectedNow = false;
    const api = syncApi({
      [`GET ${base}/crm_info`]: () => ({ payload: connectedNow ? connected : info() }),
      [`POST ${base}/login`]: (call) => {
        if ((call.body as { token: string }).token === 'bad')
          return { error: 'The token was refused by HubSpot', status: 400 };
        connectedNow = true;
        return { payload: connected };
      },
    });
    renderArea(App, url);
    const field = await screen.findByLabelText('Private app access token', undefined, { timeout: 5000 });
    expect(screen.getByText(/Settings › Integrations › Private Apps/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText('The token was refused by HubSpot');
    fireEvent.change(field, { target: { value: 'pat-good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText('Connected to app.hubspot.com');
    expect(api.callsTo('POST', `${base}/login`).map((call) => call.body)).toEqual([
      { token: 'bad' },
      { token: 'pat-good' },
    ]);
  });

  it('connected: the live board, Sync now with its result, and a move sends PATCH {crm_stage}', async () => {
    const api = syncApi({
      [`GET ${base}/crm_info`]: () => ({ payload: connected }),
      [`POST ${base}/reload`]: () => ({
        payload: {
          pushed_contacts: 3,
          skipped_without_email: 0,
          processed_pushes: 1,
          deals_created: 0,
          last_synced_at: '2026-11-21T10:00:00.000Z',
        },
      }),
      [`PATCH ${base}/deals/*/update`]: () => ({ payload: deal('d1', 'st2', 'Ada deal') }),
    });
    renderArea(App, url);
    const column = await screen.findByRole('list', { name: 'Appointment Scheduled' });
    expect(within(column).getByText('Ada deal')).toBeTruthy();
    expect(screen.getByText(/^Last sync:/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await screen.findByText('Synced: 3 contacts sent');
    fireEvent.change(screen.getByLabelText('Move Ada deal to'), { target: { value: 'st2' } });
    await waitFor(() =>
      expect(api.callsTo('PATCH', `${base}/deals/d1/update`).map((call) => call.body)).toEqual([
        { crm_stage: 'st2' },
      ]),
    );
  });

  it('expired: the notice with Reconnect, which opens the token card again', async () => {
    const api = syncApi({
      [`GET ${base}/crm_info`]: () => ({ payload: info({ status: 'expired', auth_kind: 'token' }) }),
    });
    renderArea(App, url);
    await screen.findByText('Your HubSpot token has expired');
    expect(api.callsTo('GET', `${base}/stages`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await screen.findByLabelText('Private app access token');
  });

  it("shows why HubSpot's sign-in came back refused (?error= of the callback) until dismissed", async () => {
    syncApi({
      [`GET ${base}/crm_info`]: () => ({ payload: info({ oauth_available: true }) }),
      [`GET ${base}/login`]: () => ({
        payload: { oauth_url: 'https://app.hubspot.com/oauth/authorize?x=1' },
      }),
    });
    const reason = 'This HubSpot sign-in is not valid or has expired: connect HubSpot again';
    renderArea(App, `${url}&error=${encodeURIComponent(reason)}`);
    const alert = await screen.findByText('HubSpot was not connected');
    expect(screen.getByText(reason)).toBeTruthy();
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    await waitFor(() => expect(screen.queryByText(reason)).toBeNull());
    await screen.findByRole('button', { name: 'Connect with HubSpot' });
  });

  it('with an OAuth app, offers "Connect with HubSpot"', async () => {
    syncApi({
      [`GET ${base}/crm_info`]: () => ({ payload: info({ oauth_available: true }) }),
      [`GET ${base}/login`]: () => ({
        payload: { oauth_url: 'https://app.hubspot.com/oauth/authorize?x=1' },
      }),
    });
    renderArea(App, url);
    await screen.findByRole('button', { name: 'Connect with HubSpot' });
  });
});
