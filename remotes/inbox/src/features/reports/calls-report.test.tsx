import { setUpInboxPageTests, silentSocketIo, slow } from '../page-tests.test-support';
import type { ApiSchema } from '@outreach/core/contract';
import { PlanFeaturesProvider } from '@outreach/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { formatTalkTime } from './components/CallsReportView';
import type { ActivityReport } from './reports.types';
import { zeros } from './reports.test-fixtures';

vi.mock('socket.io-client', () => silentSocketIo());

const activity: ActivityReport = {
  from: '2026-10-01',
  to: '2026-10-30',
  totals: { ...zeros(), request_sent: 3 },
  previous_totals: zeros(),
  rates: {
    acceptance_rate: null,
    reply_rate: null,
    open_rate: null,
    click_rate: null,
    interested_rate: null,
  },
  days: [{ date: '2026-10-01', ...zeros(), request_sent: 3 }],
  breakdown: [],
};

const calls: ApiSchema<'CallsReport'> = {
  from: '2026-10-01',
  to: '2026-10-30',
  totals: { calls: 5, connected: 2, talk_seconds: 3725 },
  members: [
    { id: 'u1', name: 'Ada Admin', calls: 4, connected: 2, talk_seconds: 3725 },
    { id: 'u2', name: 'Bob Dialer', calls: 1, connected: 0, talk_seconds: 0 },
  ],
};

function reportsApi() {
  return mockApi({
    'GET /reports/activity': () => ({ payload: activity }),
    'GET /reports/calls': () => ({ payload: calls }),
    'GET /workflows/fetch': () => ({ payload: [] }),
    'GET /credentials/fetch': () => ({ payload: [] }),
    'GET /space/info': () => ({ payload: { _id: 's-1', admins: [], users: [] } }),
  });
}

/** The area as the shell mounts it for a plan with calling. */
function WithCalling() {
  return (
    <PlanFeaturesProvider value={['calling']}>
      <App />
    </PlanFeaturesProvider>
  );
}

setUpInboxPageTests();

describe('Reports › Activity › Calls', () => {
  it('formats talk time as m:ss, or h:mm:ss from an hour', () => {
    expect(formatTalkTime(0)).toBe('0:00');
    expect(formatTalkTime(65)).toBe('1:05');
    expect(formatTalkTime(3725)).toBe('1:02:05');
  });

  it(
    'shows calls made, connected and talk time per member, with the totals, for the period',
    async () => {
      const api = reportsApi();
      renderArea(WithCalling, '/reports?space=s-1&from=2026-10-01&to=2026-10-30');
      const table = await screen.findByRole('table', { name: 'Calls' }, slow);
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
      expect(rows).toEqual([
        ['Member', 'Calls made', 'Connected', 'Talk time'],
        ['Ada Admin', '4', '2', '1:02:05'],
        ['Bob Dialer', '1', '0', '0:00'],
        ['Total', '5', '2', '1:02:05'],
      ]);
      const query = api.callsTo('GET', '/reports/calls').at(-1)?.query;
      expect(query?.get('from')).toBe('2026-10-01');
      expect(query?.get('to')).toBe('2026-10-30');
    },
    slow.timeout,
  );

  it(
    'asks for no calls without the calling feature',
    async () => {
      const api = reportsApi();
      renderArea(App, '/reports?space=s-1&from=2026-10-01&to=2026-10-30');
      await screen.findByRole('list', { name: 'Totals' }, slow);
      expect(screen.queryByRole('table', { name: 'Calls' })).toBeNull();
      expect(api.callsTo('GET', '/reports/calls')).toHaveLength(0);
    },
    slow.timeout,
  );
});
