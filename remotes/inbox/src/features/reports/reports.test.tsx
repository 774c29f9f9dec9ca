import { setUpInboxPageTests, silentSocketIo, slow } from '../page-tests.test-support';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { addDays, utcDay } from './report-filters';
import type { ActivityReport, AudienceReport, InsightReport } from './reports.types';
import { zeros } from './reports.test-fixtures';

vi.mock('socket.io-client', () => silentSocketIo());

const activity: ActivityReport = {
  from: '2026-10-01',
  to: '2026-10-30',
  totals: { ...zeros(), request_sent: 1234, new_accepted: 30, messages_sent: 80, new_replied: 12 },
  previous_totals: { ...zeros(), request_sent: 1000, new_accepted: 40, messages_sent: 0, new_replied: 12 },
  rates: { acceptance_rate: 2.4, reply_rate: 15, open_rate: null, click_rate: null, interested_rate: 50 },
  days: [
    { date: '2026-10-01', ...zeros(), request_sent: 600 },
    { date: '2026-10-02', ...zeros(), request_sent: 634 },
  ],
  breakdown: [
    { id: 'wf-1', name: 'Founders in Lyon', totals: { ...zeros(), request_sent: 1000, new_replied: 10 } },
    { id: 'wf-2', name: 'CTOs in Berlin', totals: { ...zeros(), request_sent: 234, new_replied: 2 } },
  ],
};

const audience: AudienceReport = {
  total: 57,
  by_status: [
    { status: 'new', count: 40 },
    { status: 'got_reply', count: 17 },
    { status: 'lead', count: 0 },
  ],
  by_label: [{ id: 'l1', name: 'Hot', color: '#ff0000', type: 'profile', count: 9 }],
  by_company: [{ key: 'Acme', count: 5 }],
  by_title: [{ key: 'CTO', count: 4 }],
  by_location: [{ key: 'Lyon', count: 3 }],
};

const insight: InsightReport = {
  steps: [
    {
      workflow_id: 'wf-1',
      workflow_name: 'Founders in Lyon',
      step_id: 's2',
      action: 'message',
      position: 2,
      sent: 40,
      replied: 10,
      reply_rate: 25,
      opened: 0,
    },
  ],
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    sent: hour === 9 ? 30 : 0,
    replied: 0,
    reply_rate: null,
  })),
  channels: [
    { channel: 'linkedin', sent: 40, replied: 10, reply_rate: 25 },
    { channel: 'email', sent: 20, replied: 1, reply_rate: 5 },
  ],
  variants: [
    {
      workflow_id: 'wf-1',
      workflow_name: 'Founders in Lyon',
      step_id: 's2',
      variant: 'B',
      sent: 20,
      replied: 7,
      reply_rate: 35,
      opened: 0,
    },
  ],
};

function reportsApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /reports/activity': () => ({ payload: activity }),
    'GET /reports/audience': () => ({ payload: audience }),
    'GET /reports/insight': () => ({ payload: insight }),
    'GET /reports/export': () => ({ payload: 'csv' }),
    'GET /workflows/fetch': () => ({
      payload: [
        { _id: 'wf-1', name: 'Founders in Lyon', status: 'active' },
        { _id: 'wf-2', name: 'CTOs in Berlin', status: 'paused' },
      ],
    }),
    'GET /credentials/fetch': () => ({
      payload: [
        { _id: 'cred-1', username: 'sam@x.test', first_name: 'Sam', last_name: 'Sender', status: 'ok' },
      ],
    }),
    'GET /space/info': () => ({
      payload: {
        _id: 's-1',
        admins: [],
        users: [{ _id: 'u1', first_name: 'Ada', last_name: 'Admin', email: 'ada@x.test' }],
      },
    }),
    ...extra,
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const lastCall = (api: ReturnType<typeof mockApi>, path: string) => api.callsTo('GET', path).at(-1)?.query;

setUpInboxPageTests();

describe('Reports › Activity', () => {
  it(
    'shows each total with its change against the previous period, and the rates',
    async () => {
      reportsApi();
      renderArea(App, '/reports?space=s-1');
      const kpis = await screen.findByRole('list', { name: 'Totals' }, slow);
      const card = (label: string) => within(kpis).getByText(label).closest('li') as HTMLElement;
      expect(card('Requests sent').textContent).toContain('1,234');
      expect(card('Requests sent').textContent).toContain('+23.4% vs previous period (1,000)');
      expect(card('Requests sent').dataset.direction).toBe('up');
      expect(card('Accepted').textContent).toContain('-25% vs previous period (40)');
      expect(card('Messages sent').textContent).toContain('New: 0 in the previous period');
      expect(card('Replied').dataset.direction).toBe('flat');
      const rates = screen.getByRole('list', { name: 'Rates' });
      expect(within(rates).getByText('Acceptance rate').closest('li')?.textContent).toContain('2.4%');
      expect(within(rates).getByText('Open rate').closest('li')?.textContent).toContain('–');
      expect(screen.getByRole('img', { name: 'Activity per day' })).toBeTruthy();
    },
    slow.timeout,
  );

  it(
    'asks for the last 30 days by default, and a preset, campaign, sender and member go to the query and the URL',
    async () => {
      const api = reportsApi();
      renderArea(App, '/reports?space=s-1');
      await screen.findByRole('list', { name: 'Totals' }, slow);
      const today = utcDay(new Date());
      expect(lastCall(api, '/reports/activity')?.get('from')).toBe(addDays(today, -29));
      expect(lastCall(api, '/reports/activity')?.get('to')).toBe(today);
      expect(lastCall(api, '/reports/activity')?.get('group_by')).toBe('campaign');

      fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
      await waitFor(() => expect(lastCall(api, '/reports/activity')?.get('from')).toBe(addDays(today, -6)));
      await waitFor(() => expect(screen.getByRole('option', { name: 'CTOs in Berlin' })).toBeTruthy());
      fireEvent.change(screen.getByLabelText('Campaign'), { target: { value: 'wf-2' } });
      fireEvent.change(screen.getByLabelText('Sender'), { target: { value: 'cred-1' } });
      await waitFor(() => expect(screen.getByRole('option', { name: 'Ada Admin' })).toBeTruthy());
      fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'u1' } });
      await waitFor(() => expect(lastCall(api, '/reports/activity')?.get('user_id')).toBe('u1'));
      const query = lastCall(api, '/reports/activity');
      expect(query?.get('workflow_id')).toBe('wf-2');
      expect(query?.get('credential_id')).toBe('cred-1');
      expect(location()).toBe('/reports?space=s-1&period=7&workflow_id=wf-2&credential_id=cred-1&user_id=u1');
    },
    slow.timeout,
  );

  it(
    'reproduces a custom period from a link, and the breakdown switches to senders',
    async () => {
      const api = reportsApi();
      renderArea(App, '/reports?space=s-1&from=2026-10-01&to=2026-10-30');
      await screen.findByRole('list', { name: 'Totals' }, slow);
      expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('custom');
      expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
      expect(lastCall(api, '/reports/activity')?.get('from')).toBe('2026-10-01');
      expect(lastCall(api, '/reports/activity')?.get('to')).toBe('2026-10-30');

      const table = screen.getByRole('table', { name: 'Breakdown' });
      expect(
        within(table).getByRole('rowheader', { name: 'Founders in Lyon' }).closest('tr')?.textContent,
      ).toContain('1,000');
      fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'sender' } });
      await waitFor(() => expect(lastCall(api, '/reports/activity')?.get('group_by')).toBe('sender'));
      expect(location()).toContain('group_by=sender');
    },
    slow.timeout,
  );

  it(
    'Export CSV downloads the report with the same filters',
    async () => {
      const api = reportsApi();
      renderArea(App, '/reports?space=s-1&period=90&workflow_id=wf-1');
      await screen.findByRole('list', { name: 'Totals' }, slow);
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(api.callsTo('GET', '/reports/export')).toHaveLength(1));
      const query = lastCall(api, '/reports/export');
      expect(query?.get('report')).toBe('activity');
      expect(query?.get('workflow_id')).toBe('wf-1');
      expect(query?.get('space')).toBe('s-1');
      expect(query?.get('from')).toBe(addDays(utcDay(new Date()), -89));
      expect(query?.get('to')).toBe(utcDay(new Date()));
      const sent = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/reports/export'));
      expect(((sent?.[1]?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer token-1');
    },
    slow.timeout,
  );

  it(
    'says so when the period has no activity, and shows the API error otherwise',
    async () => {
      reportsApi({
        'GET /reports/activity': () => ({
          payload: { ...activity, totals: zeros(), previous_totals: zeros(), days: [], breakdown: [] },
        }),
      });
      renderArea(App, '/reports?space=s-1');
      expect(await screen.findByText('No activity in this period', {}, slow)).toBeTruthy();
      cleanup();
      reportsApi({
        'GET /reports/activity': () => ({ error: 'A report covers at most 366 days', status: 400 }),
      });
      renderArea(App, '/reports?space=s-1&from=2024-01-01&to=2026-01-01');
      expect(await screen.findByText('A report covers at most 366 days', {}, slow)).toBeTruthy();
    },
    slow.timeout,
  );
});

describe('Reports › Audience', () => {
  it(
    'shows the prospects by status with their colours, labels in their colour and the top lists',
    async () => {
      const api = reportsApi();
      renderArea(App, '/reports/audience?space=s-1&period=7');
      expect(await screen.findByText('57 prospects', {}, slow)).toBeTruthy();
      const statuses = screen.getByRole('list', { name: 'Prospects by status' });
      const replied = within(statuses)
        .getByText(/Got reply: 17|got_reply/)
        .closest('li') as HTMLElement;
      expect(replied.dataset.status).toBe('got_reply');
      expect((replied.querySelector('.report-swatch') as HTMLElement).style.background).toBe('#47b36b');
      const labels = screen.getByRole('list', { name: 'Prospects by label' });
      expect(within(labels).getByText('Hot: 9')).toBeTruthy();
      expect((labels.querySelector('.report-swatch') as HTMLElement).style.background).toBe('#ff0000');
      expect(within(screen.getByRole('table', { name: 'Top companies' })).getByText('Acme')).toBeTruthy();
      expect(within(screen.getByRole('table', { name: 'Top locations' })).getByText('Lyon')).toBeTruthy();
      expect(lastCall(api, '/reports/audience')?.get('from')).toBe(addDays(utcDay(new Date()), -6));
    },
    slow.timeout,
  );
  it(
    'says when no prospect matches the filters',
    async () => {
      reportsApi({
        'GET /reports/audience': () => ({ payload: { ...audience, total: 0, by_status: [], by_label: [] } }),
      });
      renderArea(App, '/reports/audience?space=s-1&workflow_id=wf-2');
      expect(await screen.findByText('No prospects match these filters', {}, slow)).toBeTruthy();
    },
    slow.timeout,
  );
});

describe('Reports › Insight', () => {
  it(
    'shows the best steps, reply rate by channel and the A/B variants, and exports the insight report',
    async () => {
      const api = reportsApi();
      renderArea(App, '/reports/insight?space=s-1');
      const steps = await screen.findByRole('table', { name: 'Best steps (by reply rate)' }, slow);
      const row = within(steps).getByText('Step 2: Message').closest('tr') as HTMLElement;
      expect(row.textContent).toContain('Founders in Lyon');
      expect(row.textContent).toContain('25%');
      const channels = screen.getByRole('table', { name: 'Reply rate by channel' });
      expect(
        within(channels).getByRole('rowheader', { name: 'LinkedIn' }).closest('tr')?.textContent,
      ).toContain('25%');
      expect(within(channels).getByRole('rowheader', { name: 'Email' }).closest('tr')?.textContent).toContain(
        '5%',
      );
      const variants = screen.getByRole('table', { name: 'A/B variants' });
      expect(within(variants).getByText('B').closest('tr')?.textContent).toContain('35%');
      expect(screen.getByRole('img', { name: 'Sends by hour (UTC)' })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(lastCall(api, '/reports/export')?.get('report')).toBe('insight'));
    },
    slow.timeout,
  );
});
