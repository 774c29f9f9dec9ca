import { setUpInboxPageTests, slow } from '../page-tests.test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket, type MockHandler, mockApi, socketIoMock } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { addDays, utcDay } from '../reports/report-filters';
import { zeros } from '../reports/reports.test-fixtures';
import type { ActivityEvent } from './dashboard.types';

vi.mock('socket.io-client', () => socketIoMock());

const today = utcDay(new Date());

function event(
  id: string,
  name: string,
  minutesAgo: number,
  extra: Partial<ActivityEvent> = {},
): ActivityEvent {
  return {
    id,
    event: name,
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    prospect_id: `p-${id}`,
    workflow_id: 'wf-1',
    credential_id: null,
    data: { prospect: { id: `p-${id}`, full_name: `Pat ${id}` } },
    workflow_name: 'Founders in Lyon',
    ...extra,
  };
}

function dashboardApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /reports/activity': (call) => {
      const day = call.query.get('from') === call.query.get('to');
      return {
        payload: {
          from: call.query.get('from'),
          to: call.query.get('to'),
          totals: day
            ? { ...zeros(), request_sent: 12, new_replied: 3 }
            : { ...zeros(), request_sent: 70, new_replied: 9 },
          previous_totals: day
            ? { ...zeros(), request_sent: 8, new_replied: 3 }
            : { ...zeros(), request_sent: 100, new_replied: 0 },
          rates: {
            acceptance_rate: null,
            reply_rate: null,
            open_rate: null,
            click_rate: null,
            interested_rate: null,
          },
          days: [],
          breakdown: [],
        },
      };
    },
    'GET /engine/forecast': () => ({
      payload: {
        generated_at: new Date().toISOString(),
        senders: [
          {
            credential_id: 'cred-1',
            name: 'Sam Sender',
            timezone: 'UTC',
            work_hours: { start: 9, end: 17 },
            // At work: the window began an hour ago.
            work_window: {
              start: new Date(Date.now() - 3_600_000).toISOString(),
              end: new Date(Date.now() + 8 * 3_600_000).toISOString(),
            },
            health_score: 0.5,
            cooldown_until: null,
            caps: [],
            hours: [
              {
                start: new Date().toISOString(),
                working: true,
                planned: { connection_request: 5, message: 2 },
              },
              { start: new Date().toISOString(), working: true, planned: { email: 3 } },
            ],
            reasons: ['Daily invitation cap reached at 25'],
          },
        ],
      },
    }),
    'GET /tasks': () => ({
      payload: {
        items: [
          {
            _id: 't1',
            type: 'make_call',
            name: 'Call Pat',
            info: '',
            due_at: new Date(Date.now() - 3_600_000).toISOString(),
            priority: 300,
            status: 'open',
            created_at: new Date().toISOString(),
            completed_at: null,
            assignee: null,
            prospect: { _id: 'p1', full_name: 'Pat Prospect', company_name: 'Acme' },
            account: null,
            campaign: null,
          },
        ],
        total: 1,
        offset: 0,
        limit: 5,
      },
    }),
    'GET /dashboard/activity': (call) =>
      call.query.get('before_id')
        ? { payload: { items: [event('e3', 'invite_sent', 300)], has_more: false } }
        : {
            payload: {
              items: [event('e1', 'got_reply', 5), event('e2', 'invite_accepted', 60)],
              has_more: true,
            },
          },
    'GET /workflows/fetch': () => ({ payload: [{ _id: 'wf-2', name: 'CTOs in Berlin', status: 'active' }] }),
    ...extra,
  });
}

setUpInboxPageTests({ reset: () => fakeSocket.reset() });

describe('Dashboard › My dashboard', () => {
  it(
    'links New campaign to My Campaigns with its campaign kinds open (issue 26 item 1)',
    async () => {
      dashboardApi();
      renderArea(App, '/dashboard/my-dashboard?space=s-1');
      const link = await screen.findByRole('link', { name: 'New campaign' }, slow);
      expect(link.getAttribute('href')).toBe('/campaigns/my-campaigns?new=1&space=s-1');
    },
    slow.timeout,
  );

  it(
    "shows today's numbers against yesterday and the last 7 days against the 7 before",
    async () => {
      const api = dashboardApi();
      renderArea(App, '/dashboard/my-dashboard?space=s-1');
      const todayList = await screen.findByRole('list', { name: 'Today' }, slow);
      const card = (list: HTMLElement, label: string) =>
        within(list).getByText(label).closest('li') as HTMLElement;
      expect(card(todayList, 'Requests sent').textContent).toContain('12');
      expect(card(todayList, 'Requests sent').textContent).toContain('+50% vs yesterday (8)');
      expect(card(todayList, 'Replied').textContent).toContain('0% vs yesterday (3)');
      const week = screen.getByRole('list', { name: 'Last 7 days' });
      expect(card(week, 'Requests sent').textContent).toContain('-30% vs the 7 days before (100)');
      expect(card(week, 'Replied').textContent).toContain('The 7 days before: 0');

      const periods = api
        .callsTo('GET', '/reports/activity')
        .map((call) => [call.query.get('from'), call.query.get('to')]);
      expect(periods).toContainEqual([today, today]);
      expect(periods).toContainEqual([addDays(today, -6), today]);
    },
    slow.timeout,
  );

  it(
    "shows the senders' health and plan, and the tasks due",
    async () => {
      dashboardApi();
      renderArea(App, '/dashboard/my-dashboard?space=s-1');
      const senders = await screen.findByRole('list', { name: 'Senders' }, slow);
      const sam = within(senders).getByText('Sam Sender').closest('li') as HTMLElement;
      expect(sam.textContent).toContain('Health 50%');
      expect(sam.textContent).toContain('Next 24 hours: 10 actions planned');
      expect(sam.textContent).toContain('Daily invitation cap reached at 25');
      expect(sam.dataset.health).toBe('fair');
      const tasks = await screen.findByRole('list', { name: 'Tasks due' });
      const call = within(tasks).getByText('Call Pat').closest('li') as HTMLElement;
      expect(call.textContent).toContain('Pat Prospect');
      expect(call.textContent).toContain('Due 1 hour ago');
    },
    slow.timeout,
  );
});

/** The next Monday 09:00 UTC at least a day away: a weekday-only sender's next working moment on a weekend. */
function nextMondayNine(): string {
  const date = new Date(Date.now() + 24 * 3_600_000);
  date.setUTCHours(9, 0, 0, 0);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

describe('Dashboard › senders outside work hours (issue 26 item 5)', () => {
  it(
    'says "Paused until Mon 09:00", the weekday and time the campaign Forecast shows, in the sender\'s zone',
    async () => {
      const monday = nextMondayNine();
      dashboardApi({
        'GET /engine/forecast': () => ({
          payload: {
            generated_at: new Date().toISOString(),
            senders: [
              {
                credential_id: 'cred-1',
                name: 'Wendy Weekdays',
                timezone: 'UTC',
                work_hours: { start: 9, end: 17 },
                work_window: { start: monday, end: monday.replace('T09:', 'T17:') },
                health_score: 1,
                cooldown_until: null,
                caps: [],
                hours: [],
                // The engine's English sentence; the row says it in the page's words instead.
                reasons: ['Paused until 09:00 UTC (outside work hours)'],
              },
            ],
          },
        }),
      });
      renderArea(App, '/dashboard/my-dashboard?space=s-1');
      const senders = await screen.findByRole('list', { name: 'Senders' }, slow);
      const wendy = within(senders).getByText('Wendy Weekdays').closest('li') as HTMLElement;
      expect(wendy.textContent).toContain('Paused until Mon 09:00 (outside work hours)');
      expect(wendy.textContent).not.toContain('Paused until 09:00 UTC');
    },
    slow.timeout,
  );
});

describe('Dashboard › Activity', () => {
  it(
    'lists the events with prospect, campaign and time, loads more, and filters by event',
    async () => {
      const api = dashboardApi();
      renderArea(App, '/dashboard/activity?space=s-1');
      const feed = await screen.findByRole('list', { name: 'Activity feed' }, slow);
      const items = () => within(feed).getAllByRole('listitem');
      expect(items()[0]?.textContent).toContain('Pat e1 replied');
      expect(items()[0]?.textContent).toContain('Founders in Lyon');
      expect(items()[0]?.textContent).toContain('5 minutes ago');
      expect(items()[1]?.textContent).toContain('Pat e2 accepted the invitation');

      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(items()).toHaveLength(3));
      expect(api.callsTo('GET', '/dashboard/activity').at(-1)?.query.get('before_id')).toBe('e2');
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

      fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'got_reply' } });
      await waitFor(() =>
        expect(api.callsTo('GET', '/dashboard/activity').at(-1)?.query.get('names')).toBe('got_reply'),
      );
    },
    slow.timeout,
  );

  it(
    'puts a new_activity event of the socket on top as it happens',
    async () => {
      dashboardApi();
      renderArea(App, '/dashboard/activity?space=s-1');
      const feed = await screen.findByRole('list', { name: 'Activity feed' }, slow);
      await waitFor(() => expect(fakeSocket.listeners.get('new_activity')?.size ?? 0).toBeGreaterThan(0));
      const live = { ...event('e9', 'email_sent', 0), workflow_id: 'wf-2' } as Partial<ActivityEvent>;
      delete live.workflow_name;
      act(() => fakeSocket.receive('new_activity', live));
      await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(3));
      const first = within(feed).getAllByRole('listitem')[0];
      expect(first?.textContent).toContain('Pat e9 was sent an email');
      // The socket sends the campaign's id only: its name comes from the campaign list.
      await waitFor(() => expect(first?.textContent).toContain('CTOs in Berlin'));
      // The same event twice (a reconnect) is shown once.
      act(() => fakeSocket.receive('new_activity', live));
      expect(within(feed).getAllByRole('listitem')).toHaveLength(3);
    },
    slow.timeout,
  );

  it(
    'shows a booked meeting with its event name, and offers "booked a meeting" as a filter (issue 28)',
    async () => {
      const api = dashboardApi({
        'GET /dashboard/activity': () => ({
          payload: {
            items: [
              event('m1', 'meet_booked', 2, {
                workflow_id: null,
                workflow_name: null,
                data: {
                  prospect: { full_name: 'Dana Scully' },
                  source: 'calendly',
                  event_name: 'Intro call',
                },
              }),
              event('m2', 'meet_booked', 90, {
                data: { prospect: { full_name: 'Fox Mulder' }, source: 'calendly', event_name: null },
              }),
            ],
            has_more: false,
          },
        }),
      });
      renderArea(App, '/dashboard/activity?space=s-1');
      const feed = await screen.findByRole('list', { name: 'Activity feed' }, slow);
      const [named, plain] = within(feed).getAllByRole('listitem');
      expect(named?.textContent).toContain('Dana Scully booked a meeting: Intro call');
      expect(named?.textContent).toContain('2 minutes ago');
      expect(named?.dataset.event).toBe('meet_booked');
      expect(plain?.textContent).toContain('Fox Mulder booked a meeting');
      expect(plain?.textContent).not.toContain('booked a meeting:');
      expect(plain?.textContent).toContain('Founders in Lyon');

      fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'meet_booked' } });
      await waitFor(() =>
        expect(api.callsTo('GET', '/dashboard/activity').at(-1)?.query.get('names')).toBe('meet_booked'),
      );
    },
    slow.timeout,
  );

  it(
    'says so when there is no activity yet',
    async () => {
      dashboardApi({ 'GET /dashboard/activity': () => ({ payload: { items: [], has_more: false } }) });
      renderArea(App, '/dashboard/activity?space=s-1');
      expect(await screen.findByText('No activity yet', {}, slow)).toBeTruthy();
    },
    slow.timeout,
  );
});
