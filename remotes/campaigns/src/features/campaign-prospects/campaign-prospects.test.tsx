import { setUpCampaignPageTests } from '../campaign-nav/campaign-page.test-support';
import { pageCampaign, stepJson } from '../campaign-nav/campaign.test-fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import CampaignProspectsPage from '../../pages/CampaignProspectsPage';
import { socketIoMock } from '../campaign-nav/fake-socket.test-support';
import { mockApi } from '../../../../mock-api.test-support';
import type { CampaignProspectRow } from './campaign-prospects.types';

vi.mock('socket.io-client', () => socketIoMock());
vi.mock('react-router', async (original) =>
  (await import('../campaign-nav/fake-socket.test-support')).campaignRouteMock(original),
);

const campaign = pageCampaign({
  sequence: [stepJson('s1', 1), stepJson('s2', 2, { kind: 'connection_request', wait_days: 1 })],
});

function row(id: string, name: string, extra: Partial<CampaignProspectRow>): CampaignProspectRow {
  return {
    _id: id,
    workflow_id: 'wf-1',
    prospect_id: `p-${id}`,
    credential_id: 'cred-1',
    state: 'active',
    pause_reason: null,
    current_step_key: 's2',
    next_step_at: '2026-11-24T09:00:00.000Z',
    wait_reason: null,
    approval_state: null,
    first_name: name,
    last_name: '',
    full_name: name,
    position: 'CEO',
    company_name: 'Acme',
    profile_url: null,
    email: null,
    added_at: '2026-11-20T00:00:00.000Z',
    status: 'new',
    ...extra,
  };
}

const rows = [
  row('1', 'Anna Berg', { state: 'paused', pause_reason: 'got_reply', status: 'interested' }),
  row('2', 'Bo Lind', { wait_reason: 'connection_note_too_long', status: 'contacted' }),
  row('3', 'Cy Dahl', { state: 'finished', current_step_key: null }),
];

setUpCampaignPageTests();

describe('campaign prospects (outreach §4)', () => {
  it('shows each prospect’s state, next step and pause or wait reason in the spec’s words', async () => {
    mockApi({
      'GET /workflows/wf-1': () => ({ payload: campaign }),
      'GET /workflows/wf-1/prospects': () => ({ payload: { items: rows, total: 3, offset: 0, limit: 25 } }),
    });
    renderArea(CampaignProspectsPage, '/campaign/edit/wf-1/prospects?space=s-1');
    const anna = (await screen.findByRole('link', { name: 'Anna Berg' })).closest('tr') as HTMLElement;
    expect(within(anna).getByText('Paused')).toBeTruthy();
    expect(within(anna).getByText('Got reply')).toBeTruthy();
    const bo = screen.getByRole('link', { name: 'Bo Lind' }).closest('tr') as HTMLElement;
    expect(within(bo).getByText('Connection note over 200')).toBeTruthy();
    expect(within(bo).getByText(/^Step 2, /)).toBeTruthy();
    const cy = screen.getByRole('link', { name: 'Cy Dahl' }).closest('tr') as HTMLElement;
    expect(within(cy).getByText('Finished')).toBeTruthy();
    const annaStatus = within(anna).getByText('Interested');
    expect(annaStatus.getAttribute('data-status')).toBe('interested');
    expect(within(bo).getByText('Contacted').getAttribute('data-status')).toBe('contacted');
    expect(within(cy).getByText('New').getAttribute('data-status')).toBe('new');
    expect(screen.getByRole('link', { name: 'Anna Berg' }).getAttribute('href')).toBe(
      '/profiles/p-1?space=s-1',
    );
  });

  it('filters by state: excluded, pending, paused, active, finished, campaign paused', async () => {
    const api = mockApi({
      'GET /workflows/wf-1': () => ({ payload: campaign }),
      'GET /workflows/wf-1/prospects': () => ({ payload: { items: rows, total: 3, offset: 0, limit: 25 } }),
    });
    renderArea(CampaignProspectsPage, '/campaign/edit/wf-1/prospects?space=s-1');
    const filter = await screen.findByLabelText('State');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All states', 'Excluded', 'Pending', 'Paused', 'Active', 'Finished', 'Campaign paused']);
    fireEvent.change(filter, { target: { value: 'campaign_paused' } });
    await waitFor(() =>
      expect(
        api
          .callsTo('GET', '/workflows/wf-1/prospects')
          .some((call) => call.query.get('state') === 'campaign_paused'),
      ).toBe(true),
    );
  });
});
