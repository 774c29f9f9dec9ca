import { setUpCampaignPageTests } from '../campaign-nav/campaign-page.test-support';
import { campaignMessages } from '@outreach/core/forms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import CampaignSettingsPage from '../../pages/CampaignSettingsPage';
import { socketIoMock } from '../campaign-nav/fake-socket.test-support';
import {
  credentialJson,
  forecastCap,
  forecastJson,
  forecastSender,
  pageCampaign,
} from '../campaign-nav/campaign.test-fixtures';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';

vi.mock('socket.io-client', () => socketIoMock());

const campaign = pageCampaign({ is_open_tracking: true, connection_daily_limit: 15 });

/** GET /engine/forecast: the one sender may send 30 connection requests a day. */
const forecast = forecastJson([forecastSender({ caps: [forecastCap('connection_request', 30, 0)] })]);

function mockServer(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /workflows/wf-1': () => ({ payload: campaign }),
    'GET /credentials/fetch': () => ({
      payload: [
        credentialJson('cred-1', 'anna', 'Anna', 'Berg'),
        credentialJson('cred-2', 'bo', 'Bo', 'Lind'),
      ],
    }),
    'GET /space/features': () => ({ payload: { link_tracking: true } }),
    'GET /engine/forecast': () => ({ payload: forecast }),
    'GET /tracking/custom_domains': () => ({
      payload: [
        { _id: 'dom-1', host: 'go.acme.test', is_default_for_link_tracking: true },
        { _id: 'dom-2', host: 'links.acme.test' },
      ],
    }),
    'PUT /workflows/wf-1/update/async': (call) => ({ payload: { ...campaign, ...(call.body as object) } }),
    ...extra,
  });
}

const renderPage = () => renderArea(CampaignSettingsPage, '/campaign/edit/wf-1/settings?space=s-1');

async function limitField() {
  return screen.findByLabelText('Connection limit');
}

setUpCampaignPageTests();

// renderArea mounts the page without its route, so the :id param is given here.
vi.mock('react-router', async (original) =>
  (await import('../campaign-nav/fake-socket.test-support')).campaignRouteMock(original),
);

describe('campaign settings (outreach §3, §5)', () => {
  it('A zero connection limit asks for confirmation before it is saved', async () => {
    const api = mockServer();
    renderPage();
    fireEvent.change(await limitField(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send no connection requests?' });
    expect(api.callsTo('PUT', '/workflows/wf-1/update/async')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, set it to 0' }));
    await waitFor(() => expect(api.callsTo('PUT', '/workflows/wf-1/update/async')).toHaveLength(1));
    expect(api.callsTo('PUT', '/workflows/wf-1/update/async')[0]?.body).toMatchObject({
      connection_daily_limit: 0,
    });
  });

  it('cancelling the zero-limit confirmation saves nothing', async () => {
    const api = mockServer();
    renderPage();
    fireEvent.change(await limitField(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PUT', '/workflows/wf-1/update/async')).toHaveLength(0);
  });

  it('the maximum connection limit comes from the senders’ settings', async () => {
    const api = mockServer();
    renderPage();
    await waitFor(() => expect(api.callsTo('GET', '/engine/forecast')).toHaveLength(1));
    fireEvent.change(await limitField(), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The connection limit can be at most 30')).toBeTruthy();
    expect(api.callsTo('PUT', '/workflows/wf-1/update/async')).toHaveLength(0);
  });

  it("refuses a name longer than the API takes, in the API's words (@outreach/core/forms)", async () => {
    const api = mockServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'n'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(campaignMessages.nameTooLong)).toBeTruthy();
    expect(api.callsTo('PUT', '/workflows/wf-1/update/async')).toHaveLength(0);
  });

  it('an empty name and a limit not a whole number show under their fields', async () => {
    const api = mockServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.change(await limitField(), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Fill this field')).toBeTruthy();
    expect(screen.getByText('The connection limit must be a whole number')).toBeTruthy();
    expect(api.callsTo('PUT', '/workflows/wf-1/update/async')).toHaveLength(0);
  });

  it('advises the booster above 20 a day', async () => {
    mockServer();
    renderPage();
    fireEvent.change(await limitField(), { target: { value: '25' } });
    expect(
      await screen.findByText('Above 20 a day, the connection-request booster is advised.'),
    ).toBeTruthy();
  });

  it('saves the six settings, the name and the senders with PUT update/async', async () => {
    const api = mockServer();
    renderPage();
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Founders in Lyon, wave 2' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bo Lind' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Move prospects' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Include prospects' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Premium only' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Link tracking' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Track emails opened' }));
    const domain = await screen.findByLabelText('Tracking domain');
    await within(domain).findByRole('option', { name: 'links.acme.test' });
    fireEvent.change(domain, { target: { value: 'dom-2' } });
    fireEvent.change(await limitField(), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/workflows/wf-1/update/async')).toHaveLength(1));
    expect(api.callsTo('PUT', '/workflows/wf-1/update/async')[0]?.body).toEqual({
      name: 'Founders in Lyon, wave 2',
      credentials: ['cred-1', 'cred-2'],
      settings: { move_prospects: true },
      is_link_tracking: true,
      custom_domain: 'dom-2',
      is_include_talked_before: true,
      is_only_premium: true,
      is_open_tracking: false,
      connection_daily_limit: 25,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's error text when the save is refused", async () => {
    mockServer({ 'PUT /workflows/wf-1/update/async': () => ({ error: 'Credentials not found' }) });
    const { useSnackbars } = await import('@outreach/design-system');
    renderPage();
    fireEvent.change(await limitField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(useSnackbars.getState().snackbars.map((snackbar) => snackbar.text)).toContain(
        'Credentials not found',
      ),
    );
  });
});
