import { seedSession } from '@outreach/sdk';
import { setUpInboxPageTests, slow } from '../page-tests.test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import { applyMove, resolveDrop, totalsByCurrency } from './board-moves';
import { crmInfo } from './crm.test-fixtures';
import type { DealJson, StageJson } from '@outreach/core/outreach';

/** The board's drop handler, captured from DndContext: a drag ends as dnd-kit would report it. */
const dnd = vi.hoisted(() => ({ onDragEnd: null as null | ((event: unknown) => void) }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...actual,
    DndContext: (props: ComponentProps<typeof actual.DndContext>) => {
      dnd.onDragEnd = props.onDragEnd as (event: unknown) => void;
      return <actual.DndContext {...props} />;
    },
  };
});

const base = '/integrations/crm/default';

function deal(id: string, stage: string, position: number, extra: Partial<DealJson> = {}): DealJson {
  return {
    _id: id,
    platform: 'default',
    name: `Deal ${id}`,
    pipeline: 'pl1',
    crm_stage: stage,
    amount: null,
    currency: 'USD',
    crm_owner: null,
    probability: 10,
    position,
    status: 'open',
    prospect: null,
    workflow_id: null,
    created_at: '2026-11-02T10:00:00.000Z',
    ...extra,
  };
}

function stage(id: string, name: string, order: number, deals: DealJson[], probability = 10): StageJson {
  return { _id: id, name, pipeline_id: 'pl1', order, probability, data: { order }, crm_deals: deals };
}

function sampleBoard(): StageJson[] {
  return [
    stage('s1', 'Lead', 0, [
      deal('d1', 's1', 0, {
        name: 'Ada — Engines',
        amount: 1000,
        currency: 'EUR',
        crm_owner: { _id: 'u1', name: 'Grace Hopper' },
        prospect: { _id: 'p1', full_name: 'Ada Lovelace', company_name: 'Engines' },
      }),
      deal('d2', 's1', 1, { amount: 250.5, currency: 'EUR' }),
      deal('d3', 's1', 2, { amount: 300, currency: 'USD' }),
    ]),
    stage('s2', 'Contacted', 1, [deal('d4', 's2', 0)], 25),
    stage('s3', 'Won', 2, [], 100),
  ];
}

function crmApi(extra: Record<string, MockHandler> = {}, board = sampleBoard()) {
  return mockApi({
    [`GET ${base}/pipelines`]: () => ({ payload: [{ _id: 'pl1', name: 'Sales pipeline', position: 0 }] }),
    [`GET ${base}/stages`]: () => ({ payload: board }),
    [`GET ${base}/owners`]: () => ({ payload: [{ _id: 'u1', name: 'Grace Hopper', email: 'grace@x.test' }] }),
    [`GET ${base}/currencies`]: () => ({
      payload: [
        { code: 'USD', name: 'US Dollar' },
        { code: 'EUR', name: 'Euro' },
      ],
    }),
    [`GET ${base}/profiles`]: () => ({
      payload: [{ _id: 'p9', full_name: 'Charles Babbage', company_name: 'Difference', email: null }],
    }),
    ...extra,
  });
}

const url = '/crm/manage/default?space=s-1';
const dealNames = (stageName: string) =>
  within(screen.getByRole('list', { name: stageName }))
    .queryAllByRole('button', { name: /^Open deal/ })
    .map((button) => button.textContent);

setUpInboxPageTests({
  session: { token: null },
  reset: () => {
    dnd.onDragEnd = null;
  },
});

describe('board moves', () => {
  it.each([
    ['over a deal of the same stage, below', 'd1', 'd3', { dealId: 'd1', stageId: 's1', position: 2 }],
    ['over a deal of the same stage, above', 'd3', 'd1', { dealId: 'd3', stageId: 's1', position: 0 }],
    ['over a deal of another stage', 'd2', 'd4', { dealId: 'd2', stageId: 's2', position: 0 }],
    ['over an empty column: its end', 'd2', 'stage:s3', { dealId: 'd2', stageId: 's3', position: 0 }],
    ['over its own column: its end', 'd1', 'stage:s1', { dealId: 'd1', stageId: 's1', position: 2 }],
    ['over itself: nothing', 'd1', 'd1', null],
    ['over nothing: nothing', 'd1', null, null],
  ])('%s', (_name, active, over, expected) => {
    expect(resolveDrop(sampleBoard(), active, over)).toEqual(expected);
  });

  it('applies a move with positions renumbered in both stages', () => {
    const after = applyMove(sampleBoard(), { dealId: 'd1', stageId: 's2', position: 1 });
    expect(after[0]?.crm_deals.map((d) => [d._id, d.position])).toEqual([
      ['d2', 0],
      ['d3', 1],
    ]);
    expect(after[1]?.crm_deals.map((d) => [d._id, d.position, d.crm_stage])).toEqual([
      ['d4', 0, 's2'],
      ['d1', 1, 's2'],
    ]);
  });

  it('sums amounts per currency', () => {
    expect(totalsByCurrency(sampleBoard()[0] as StageJson)).toEqual([
      { currency: 'EUR', amount: 1250.5 },
      { currency: 'USD', amount: 300 },
    ]);
  });
});

describe('the built-in CRM board (/crm/manage/default)', () => {
  it('on a plan without native_crm shows the upgrade prompt and asks for no pipeline', async () => {
    // The plan's features are read for a signed-in session.
    seedSession({ token: 't-1', space: 's-1', selectedCredentialId: null, locale: 'en' });
    const api = crmApi({
      'GET /space/features': () => ({ payload: { native_crm: false, campaigns: true } }),
    });
    renderArea(App, url);
    await screen.findByText('The pipeline is part of a higher plan', {}, slow);
    expect(screen.getByRole('button', { name: 'See plans' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lead' })).toBeNull();
    expect(api.callsTo('GET', `${base}/stages`)).toHaveLength(0);
  });

  it('shows one column per stage with probability, count and totals, and deal cards', async () => {
    const api = crmApi();
    renderArea(App, url);
    const lead = await screen.findByRole('region', { name: 'Lead' });
    expect(lead.textContent).toContain('10%');
    expect(lead.textContent).toContain('3 deals');
    expect(
      within(lead)
        .getAllByTestId('stage-total')
        .map((node) => node.textContent),
    ).toEqual(['1,250.5 EUR', '300 USD']);
    expect(screen.getByRole('region', { name: 'Contacted' }).textContent).toContain('1 deal');
    expect(screen.getByRole('region', { name: 'Won' }).textContent).toContain('No deals');
    const card = screen.getByTestId('deal-d1');
    expect(card.textContent).toContain('1,000 EUR');
    expect(card.textContent).toContain('Grace Hopper');
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/profiles/p1?space=s-1',
    );
    expect(api.callsTo('GET', `${base}/stages`)[0]?.query.get('pipeline_id')).toBe('pl1');
  });

  it('dropping a deal on another stage sends PATCH {new_position, crm_stage} and moves the card at once', async () => {
    let answer: (value: { payload: unknown }) => void = () => {};
    const api = crmApi({
      [`PATCH ${base}/deals/*/update`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderArea(App, url);
    await screen.findByRole('region', { name: 'Lead' });
    act(() => dnd.onDragEnd?.({ active: { id: 'd2' }, over: { id: 'd4' } }));
    await waitFor(() => expect(dealNames('Contacted')).toEqual(['Deal d2', 'Deal d4']));
    expect(dealNames('Lead')).toEqual(['Ada — Engines', 'Deal d3']);
    expect(api.callsTo('PATCH', `${base}/deals/d2/update`).map((call) => call.body)).toEqual([
      { new_position: 0, crm_stage: 's2' },
    ]);
    answer({ payload: deal('d2', 's2', 0) });
  });

  it('a refused move puts the card back and says so', async () => {
    crmApi({ [`PATCH ${base}/deals/*/update`]: () => ({ error: 'Deal not found', status: 404 }) });
    renderArea(App, url);
    await screen.findByRole('region', { name: 'Lead' });
    act(() => dnd.onDragEnd?.({ active: { id: 'd3' }, over: { id: 'd1' } }));
    await screen.findByText('Deal not found');
    expect(dealNames('Lead')).toEqual(['Ada — Engines', 'Deal d2', 'Deal d3']);
  });

  it('the deal modal requires a name and a non-negative amount, then POSTs the deal', async () => {
    const api = crmApi({
      [`POST ${base}/deals`]: (call) => ({ payload: { ...deal('new', 's1', 3), ...(call.body as object) } }),
    });
    renderArea(App, url);
    await screen.findByRole('region', { name: 'Lead' });
    fireEvent.click(screen.getByRole('button', { name: 'Add deal' }));
    const form = await screen.findByRole('form', { name: 'New deal' });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '-5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Fill this field')).toBeTruthy();
    expect(within(form).getByText('Amount must be a number, 0 or more')).toBeTruthy();
    expect(api.callsTo('POST', `${base}/deals`)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Deal name'), { target: { value: 'Babbage deal' } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '99.5' } });
    await waitFor(() =>
      expect((within(form).getByLabelText('Currency') as HTMLSelectElement).options).toHaveLength(2),
    );
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.change(within(form).getByLabelText('Stage'), { target: { value: 's2' } });
    await waitFor(() =>
      expect((within(form).getByLabelText('Owner') as HTMLSelectElement).options).toHaveLength(2),
    );
    fireEvent.change(within(form).getByLabelText('Owner'), { target: { value: 'u1' } });
    fireEvent.change(within(form).getByLabelText('Prospect'), { target: { value: 'charl' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Charles Babbage — Difference' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/deals`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/deals`)[0]?.body).toEqual({
      name: 'Babbage deal',
      crm_stage: 's2',
      amount: 99.5,
      currency: 'EUR',
      crm_owner: 'u1',
      status: 'open',
      prospect_id: 'p9',
    });
    expect(api.callsTo('GET', `${base}/profiles`).at(-1)?.query.get('limit')).toBe('10');
  });

  it('a stage probability must be a positive number; the server’s words are shown', async () => {
    const api = crmApi({
      [`POST ${base}/stage`]: () => ({
        error: 'probability: Probability can not be more than 100',
        status: 400,
      }),
    });
    renderArea(App, url);
    await screen.findByRole('region', { name: 'Lead' });
    fireEvent.click(screen.getByRole('button', { name: 'Add stage' }));
    const form = await screen.findByRole('form', { name: 'Add stage' });
    fireEvent.change(within(form).getByLabelText('Stage name'), { target: { value: 'Demo' } });
    fireEvent.change(within(form).getByLabelText('Probability, %'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Probability must be a positive number')).toBeTruthy();
    expect(api.callsTo('POST', `${base}/stage`)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Probability, %'), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // react-hook-form checks the form asynchronously: the field's message goes, the server's shows.
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'probability: Probability can not be more than 100',
      ),
    );
    expect(api.callsTo('POST', `${base}/stage`)[0]?.body).toEqual({
      name: 'Demo',
      probability: 150,
      pipeline_id: 'pl1',
    });
  });

  it('deleting a stage with deals asks where they go and sends stage_to_move', async () => {
    const api = crmApi({ [`DELETE ${base}/stages/*/delete`]: () => ({ payload: { _id: 's1' } }) });
    renderArea(App, url);
    await screen.findByRole('region', { name: 'Lead' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete stage Lead' }));
    expect(await screen.findByText('It holds 3 deals. Choose where they go.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Move the deals to'), { target: { value: 's3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${base}/stages/s1/delete`)).toHaveLength(1));
    expect(api.callsTo('DELETE', `${base}/stages/s1/delete`)[0]?.query.get('stage_to_move')).toBe('s3');
  });

  it('pipedrive shows its own connection (crm-sync), not the built-in board', async () => {
    const api = crmApi({
      'GET /integrations/crm/pipedrive/crm_info': () => ({ payload: crmInfo('pipedrive') }),
    });
    renderArea(App, '/crm/manage/pipedrive?space=s-1');
    expect(await screen.findByRole('heading', { name: 'Connect Pipedrive' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lead' })).toBeNull();
    expect(api.callsTo('GET', `${base}/stages`)).toHaveLength(0);
  });
});
