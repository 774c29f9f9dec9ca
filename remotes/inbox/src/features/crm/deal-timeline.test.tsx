import { fireEvent, screen, within } from '@testing-library/react';
import type { DealJson, StageJson } from '@outreach/core/outreach';
import { describe, expect, it } from 'vitest';
import { renderArea } from '../../../../test-support';
import { mockApi } from '../../../../mock-api.test-support';
import App from '../../expose/App';
import { setUpInboxPageTests } from '../page-tests.test-support';

/** The deal modal's timeline (issue 28: a booked meeting shows on the deal). */
const base = '/integrations/crm/default';
const url = '/crm/manage/default?space=s-1';

function deal(id: string, prospect: DealJson['prospect']): DealJson {
  return {
    _id: id,
    platform: 'default',
    name: `Deal ${id}`,
    pipeline: 'pl1',
    crm_stage: 's1',
    amount: null,
    currency: 'USD',
    crm_owner: null,
    probability: 10,
    position: id === 'd1' ? 0 : 1,
    status: 'open',
    prospect,
    workflow_id: null,
    created_at: '2026-11-02T10:00:00.000Z',
  };
}

const board: StageJson[] = [
  {
    _id: 's1',
    name: 'Lead',
    pipeline_id: 'pl1',
    order: 0,
    probability: 10,
    data: { order: 0 },
    crm_deals: [
      deal('d1', { _id: 'p1', full_name: 'Ada Lovelace', company_name: 'Engines' }),
      deal('d2', null),
    ],
  },
];

function crmApi(timeline: unknown[]) {
  return mockApi({
    [`GET ${base}/pipelines`]: () => ({ payload: [{ _id: 'pl1', name: 'Sales pipeline', position: 0 }] }),
    [`GET ${base}/stages`]: () => ({ payload: board }),
    [`GET ${base}/owners`]: () => ({ payload: [] }),
    [`GET ${base}/currencies`]: () => ({ payload: [{ code: 'USD', name: 'US Dollar' }] }),
    [`GET ${base}/profiles`]: () => ({ payload: [] }),
    [`GET ${base}/deals/*/timeline`]: () => ({ payload: timeline }),
  });
}

setUpInboxPageTests({ session: { token: null } });

describe('the deal timeline', () => {
  it('lists booked meetings with the event name, the time and the start', async () => {
    const api = crmApi([
      {
        _id: 'e2',
        kind: 'meeting_booked',
        at: '2026-11-05T15:30:00.000Z',
        event_name: 'Intro call',
        start_time: '2026-11-09T14:00:00.000Z',
      },
      {
        _id: 'e1',
        kind: 'meeting_booked',
        at: '2026-11-03T10:00:00.000Z',
        event_name: null,
        start_time: null,
      },
    ]);
    renderArea(App, url);
    fireEvent.click(await screen.findByRole('button', { name: 'Open deal Deal d1' }));
    const form = await screen.findByRole('form', { name: 'Edit deal' });
    const timeline = within(form).getByRole('region', { name: 'Timeline' });
    const items = await within(timeline).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Meeting booked: Intro call',
      'Meeting booked',
    ]);
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-05T15:30:00.000Z');
    expect(items[0]?.textContent).toContain('Starts Nov 9, 2026');
    expect(items[1]?.textContent).not.toContain('Starts');
    expect(api.callsTo('GET', `${base}/deals/d1/timeline`)).toHaveLength(1);
  });

  it('says where meetings will appear when there is none', async () => {
    crmApi([]);
    renderArea(App, url);
    fireEvent.click(await screen.findByRole('button', { name: 'Open deal Deal d1' }));
    const form = await screen.findByRole('form', { name: 'Edit deal' });
    expect(await within(form).findByText('Meetings booked with this prospect appear here.')).toBeTruthy();
  });

  it('a deal without a prospect has no timeline and asks for none', async () => {
    const api = crmApi([]);
    renderArea(App, url);
    fireEvent.click(await screen.findByRole('button', { name: 'Open deal Deal d2' }));
    const form = await screen.findByRole('form', { name: 'Edit deal' });
    expect(within(form).queryByRole('region', { name: 'Timeline' })).toBeNull();
    expect(api.callsTo('GET', `${base}/deals/d2/timeline`)).toHaveLength(0);
  });
});
