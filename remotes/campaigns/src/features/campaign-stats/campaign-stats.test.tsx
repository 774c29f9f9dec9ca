import { setUpCampaignPageTests } from '../campaign-nav/campaign-page.test-support';
import { type CampaignJson, prospectStatuses } from '@outreach/core/outreach';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import CampaignStatsPage from '../../pages/CampaignStatsPage';
import { socketIoMock } from '../campaign-nav/fake-socket.test-support';
import { mockApi } from '../../../../mock-api.test-support';
import { type CampaignRates, funnelOf, reportingSeries, type SeriesCounts } from './stats-model';

vi.mock('socket.io-client', () => socketIoMock());
vi.mock('react-router', async (original) =>
  (await import('../campaign-nav/fake-socket.test-support')).campaignRouteMock(original),
);

const zeros = () => Object.fromEntries(reportingSeries.map((series) => [series, 0])) as SeriesCounts;
const noStatuses = () =>
  Object.fromEntries(prospectStatuses.map((status) => [status, 0])) as CampaignRates['statuses'];

const rates: CampaignRates = {
  totals: { ...zeros(), messages_sent: 42, request_sent: 30, new_accepted: 12, new_replied: 6 },
  days: Array.from({ length: 30 }, (_, index) => ({
    date: `2026-10-${String(index + 1).padStart(2, '0')}`,
    ...zeros(),
    messages_sent: index % 3,
    new_replied: index === 29 ? 6 : 0,
  })),
  prospects: { excluded: 2, pending: 8, paused: 5, active: 20, finished: 15, campaign_paused: 0, total: 50 },
  // 40 reached (request_sent, contacted, connected, got_reply, interested, lead), 10 not.
  statuses: {
    ...noStatuses(),
    new: 4,
    fetched_email: 1,
    unconnectable: 1,
    excluded: 2,
    stuck: 2,
    request_sent: 12,
    contacted: 10,
    connected: 10,
    got_reply: 6,
    interested: 1,
    lead: 1,
  },
};

/** Started on 50 prospects, sent nothing yet: every prospect is still new. */
const nothingSent: CampaignRates = {
  ...rates,
  totals: zeros(),
  days: rates.days.map((entry) => ({ ...entry, ...zeros() })),
  prospects: { excluded: 0, pending: 0, paused: 0, active: 50, finished: 0, campaign_paused: 0, total: 50 },
  statuses: { ...noStatuses(), new: 50 },
};

const campaign = {
  _id: 'wf-1',
  name: 'Founders in Lyon',
  sequence: [
    { key: 'a', number: 1, kind: 'view_profile', wait_days: 0, wait_hours: 0 },
    { key: 'b', number: 2, kind: 'connection_request', wait_days: 1, wait_hours: 0 },
  ],
} as unknown as CampaignJson;

// recharts loads lazily: on a busy machine its first load takes seconds.
const chartTimeoutMs = 20_000;

setUpCampaignPageTests();

describe('campaign stats (outreach §2 per-campaign stats, §3 reporting series)', () => {
  it('shows every reporting series total as a tile', async () => {
    mockApi({
      'GET /workflows/wf-1': () => ({ payload: campaign }),
      'GET /workflows/wf-1/rates': () => ({ payload: rates }),
      'GET /workflows/wf-1/progress': () => ({ payload: [] }),
    });
    renderArea(CampaignStatsPage, '/campaign/edit/wf-1/stats?space=s-1');
    const tiles = await screen.findByRole('list', { name: 'Totals' });
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(reportingSeries.length + 1);
    const messages = within(tiles).getByText('Messages sent').closest('li') as HTMLElement;
    expect(within(messages).getByText('42')).toBeTruthy();
  });

  it(
    'the stats chart renders the per-day series as lines, the funnel and the step progress',
    async () => {
      mockApi({
        'GET /workflows/wf-1': () => ({ payload: campaign }),
        'GET /workflows/wf-1/rates': () => ({ payload: rates }),
        'GET /workflows/wf-1/progress': () => ({
          payload: [
            { key: 'a', completed: 40, waiting: 2 },
            { key: 'b', completed: 25, waiting: 10 },
          ],
        }),
      });
      const { container } = renderArea(CampaignStatsPage, '/campaign/edit/wf-1/stats?space=s-1');
      // recharts loads lazily with the charts.
      const daily = await screen.findByRole(
        'img',
        { name: 'Chosen series per day over the last 30 days' },
        { timeout: 8000 },
      );
      await waitFor(() => expect(daily.querySelectorAll('.recharts-line').length).toBe(5));
      // One line per chosen series, named in the legend.
      const legend = within(daily)
        .getAllByText(/sent|Accepted|Replied/)
        .map((node) => node.textContent);
      expect(legend).toEqual(
        expect.arrayContaining(['Messages sent', 'Emails sent', 'Requests sent', 'Accepted', 'Replied']),
      );
      expect(daily.querySelectorAll('.recharts-line-curve').length).toBe(5);

      expect(await screen.findByText('Contacted: 40 (100%)')).toBeTruthy();
      expect(screen.getByText('Connected: 12 (30%)')).toBeTruthy();
      expect(screen.getByText('Replied: 6 (15%)')).toBeTruthy();

      const steps = await screen.findByRole('img', { name: 'Step progress' });
      await waitFor(() => expect(steps.querySelectorAll('.recharts-bar-rectangle').length).toBe(4));
      expect(within(steps).getByText('Step 2')).toBeTruthy();
      expect(container.querySelectorAll('svg.recharts-surface').length).toBeGreaterThanOrEqual(3);
    },
    chartTimeoutMs,
  );

  it('funnel: contacted are the prospects the campaign reached, as the Reports count them', () => {
    expect(funnelOf(rates).map((stage) => [stage.stage, stage.count, stage.percent])).toEqual([
      ['contacted', 40, 100],
      ['connected', 12, 30],
      ['replied', 6, 15],
    ]);
  });

  it(
    'a campaign started on 50 prospects that sent nothing shows "Contacted: 0", not "50 (100%)"',
    async () => {
      mockApi({
        'GET /workflows/wf-1': () => ({ payload: campaign }),
        'GET /workflows/wf-1/rates': () => ({ payload: nothingSent }),
        'GET /workflows/wf-1/progress': () => ({ payload: [] }),
      });
      renderArea(CampaignStatsPage, '/campaign/edit/wf-1/stats?space=s-1');
      expect(await screen.findByText('Contacted: 0 (0%)', undefined, { timeout: 8000 })).toBeTruthy();
      expect(screen.queryByText(/Contacted: 50/)).toBeNull();
    },
    chartTimeoutMs,
  );
});
