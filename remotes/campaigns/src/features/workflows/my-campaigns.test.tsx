import { campaignsLocales } from '../../i18n';
import { clearNotifications, useNotifications } from '@outreach/design-system';
import { seedSession } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderArea } from '../../../../test-support';
import MyCampaignsPage from '../../pages/MyCampaignsPage';
import { fakeSocket, socketIoMock } from '../campaign-nav/fake-socket.test-support';
import { mockApi } from '../../../../mock-api.test-support';
import { mergedOrder } from './hooks/useWorkflowActions';
import type { Workflow, WorkflowPage } from './workflows.types';
import { workflow } from './workflows.test-fixtures';

await campaignsLocales.load('en');

vi.mock('socket.io-client', () => socketIoMock());

function listOf(items: Workflow[]): WorkflowPage {
  return { items, total: items.length, offset: 0, limit: 8 };
}

const alpha = workflow('w1', 'Alpha', { is_ai_employee: true, percent_complete: 40 });
const beta = workflow('w2', 'Beta', { is_ai_employee: false });
const gamma = workflow('w3', 'Gamma', { status: 'paused' });

const renderPage = () => renderArea(MyCampaignsPage, '/campaigns/my-campaigns?space=s-1');

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The body of the first status change the page sent for campaign `id`. */
const statusSent = (api: ReturnType<typeof mockApi>, id: string) =>
  api.callsTo('POST', `/workflows/${id}/update_status`)[0]?.body;

async function chooseAction(name: string, action: string) {
  await screen.findByRole('link', { name });
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('button', { name: action }));
}

function names(): string[] {
  return within(screen.getByRole('list', { name: 'Campaigns' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeAll(() => vi.stubGlobal('__BUILD_ID__', 'test'));
afterEach(() => {
  cleanup();
  fakeSocket.reset();
  seedSession({ token: null });
  clearNotifications();
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

describe('My Campaigns actions (outreach §2, §4)', () => {
  it('pause asks to keep or pause the AI Employee when the campaign has one, and sends the choice', async () => {
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha, beta]) }),
      'POST /workflows/*/update_status': () => ({ payload: { ...alpha, status: 'paused' } }),
    });
    renderPage();
    await chooseAction('Alpha', 'Pause');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This campaign has an AI Employee/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the AI Employee' }));
    await waitFor(() => expect(api.callsTo('POST', '/workflows/w1/update_status')).toHaveLength(1));
    expect(statusSent(api, 'w1')).toEqual({
      status: 'paused',
      pause_ai_employee: false,
    });
  });

  it('"Pause the AI Employee too" sends pause_ai_employee: true', async () => {
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha]) }),
      'POST /workflows/*/update_status': () => ({ payload: { ...alpha, status: 'paused' } }),
    });
    renderPage();
    await chooseAction('Alpha', 'Pause');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause the AI Employee too' }));
    await waitFor(() =>
      expect(statusSent(api, 'w1')).toEqual({
        status: 'paused',
        pause_ai_employee: true,
      }),
    );
  });

  it('a campaign without an AI Employee pauses at once, and shows Paused before the server answers', async () => {
    let answer: (value: { payload: unknown }) => void = () => {};
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([beta]) }),
      'POST /workflows/*/update_status': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();
    await chooseAction('Beta', 'Pause');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(rowOf('Beta')).getByText('Paused')).toBeTruthy());
    expect(statusSent(api, 'w2')).toEqual({
      status: 'paused',
      pause_ai_employee: false,
    });
    answer({ payload: { ...beta, status: 'paused' } });
  });

  it('when the list row does not say, the campaign itself tells whether it has an AI Employee', async () => {
    const delta = workflow('w4', 'Delta');
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([delta]) }),
      'GET /workflows/w4': () => ({ payload: { ...delta, is_ai_employee: true, ai_employee_id: 'emp-1' } }),
      'POST /workflows/*/update_status': () => ({ payload: { ...delta, status: 'paused' } }),
    });
    renderPage();
    await chooseAction('Delta', 'Pause');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause the AI Employee too' }));
    await waitFor(() =>
      expect(statusSent(api, 'w4')).toEqual({
        status: 'paused',
        pause_ai_employee: true,
      }),
    );
  });

  it('resume sends status active', async () => {
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([gamma]) }),
      'POST /workflows/*/update_status': () => ({ payload: { ...gamma, status: 'active' } }),
    });
    renderPage();
    await chooseAction('Gamma', 'Resume');
    await waitFor(() => expect(statusSent(api, 'w3')).toEqual({ status: 'active' }));
  });

  it("a refused archive puts the row back and shows the server's error text", async () => {
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha, beta]) }),
      'POST /workflows/*/archive': () => ({ error: 'Campaign not found', status: 404 }),
    });
    renderPage();
    await chooseAction('Beta', 'Archive');
    await waitFor(() => expect(api.callsTo('POST', '/workflows/w2/archive')).toHaveLength(1));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.title)).toContain('Campaign not found'),
    );
    await waitFor(() => expect(names()).toEqual(['Alpha', 'Beta']));
  });

  it('archive takes the campaign off the list at once', async () => {
    let answer: (value: { payload: unknown }) => void = () => {};
    mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha, beta]) }),
      'POST /workflows/*/archive': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();
    await chooseAction('Beta', 'Archive');
    await waitFor(() => expect(names()).toEqual(['Alpha']));
    answer({ payload: { ...beta, status: 'archived' } });
  });

  it('restore takes the campaign out of the archived list and calls /restore', async () => {
    const archived = workflow('w5', 'Epsilon', { status: 'archived', is_ai_employee: false });
    let answer: (value: { payload: unknown }) => void = () => {};
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([archived, { ...archived, _id: 'w6', name: 'Zeta' }]) }),
      'POST /workflows/*/restore': () => new Promise((resolve) => (answer = resolve)),
    });
    renderArea(
      () => (
        <Routes>
          <Route path="/campaigns/my-campaigns/:filter" element={<MyCampaignsPage />} />
        </Routes>
      ),
      '/campaigns/my-campaigns/archived?space=s-1',
    );
    await waitFor(() => expect(api.callsTo('GET', '/workflows')[0]?.query.get('archived_only')).toBe('true'));
    await chooseAction('Epsilon', 'Restore');
    await waitFor(() => expect(names()).toEqual(['Zeta']));
    expect(api.callsTo('POST', '/workflows/w5/restore')).toHaveLength(1);
    answer({ payload: { ...archived, status: 'paused' } });
  });

  it('delete asks for confirmation, then calls delete_async', async () => {
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha, beta]) }),
      'POST /workflows/*/delete_async': () => ({ payload: null }),
    });
    renderPage();
    await chooseAction('Beta', 'Delete');
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('POST', '/workflows/w2/delete_async')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
    await waitFor(() => expect(api.callsTo('POST', '/workflows/w2/delete_async')).toHaveLength(1));
  });

  it('duplicate calls /duplicate and reloads the list', async () => {
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha]) }),
      'POST /workflows/*/duplicate': () => ({ payload: workflow('w9', 'Alpha (copy)') }),
    });
    renderPage();
    await chooseAction('Alpha', 'Duplicate');
    await waitFor(() => expect(api.callsTo('POST', '/workflows/w1/duplicate')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/workflows').length).toBeGreaterThan(1));
  });

  it('reorder sends the new order as JSON text of ids and shows it at once', async () => {
    let answer: (value: { payload: unknown }) => void = () => {};
    const api = mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha, beta, gamma]) }),
      'GET /workflows/fetch': () => ({ payload: [alpha, beta, gamma] }),
      'POST /workflows/order': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();
    await chooseAction('Alpha', 'Move down');
    await waitFor(() => expect(api.callsTo('POST', '/workflows/order')).toHaveLength(1));
    expect(api.callsTo('POST', '/workflows/order')[0]?.body).toEqual({ workflows_order: '["w2","w1","w3"]' });
    expect(names()).toEqual(['Beta', 'Alpha', 'Gamma']);
    answer({ payload: null });
  });

  it('a refused reorder puts the rows back in their order', async () => {
    mockApi({
      'GET /workflows': () => ({ payload: listOf([alpha, beta, gamma]) }),
      'GET /workflows/fetch': () => ({ payload: [alpha, beta, gamma] }),
      'POST /workflows/order': () => ({ error: 'workflows_order must be a JSON list of ids' }),
    });
    renderPage();
    await chooseAction('Gamma', 'Move up');
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.title)).toContain(
        'workflows_order must be a JSON list of ids',
      ),
    );
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('a page reordered keeps the slots its campaigns held in the whole order (the list is paged)', () => {
    // Page 2 holds c and d; the user puts d first: a, b stay first, then d, c, then the rest.
    expect(mergedOrder(['a', 'b', 'c', 'd', 'e'], ['c', 'd'], ['d', 'c'])).toEqual(['a', 'b', 'd', 'c', 'e']);
    // A campaign just created, not in the full list yet, goes last.
    expect(mergedOrder(['a', 'b'], ['new', 'a'], ['a', 'new'])).toEqual(['a', 'b', 'new']);
  });

  it("the row menu leads to the campaign's stats, carrying the workspace", async () => {
    mockApi({ 'GET /workflows': () => ({ payload: listOf([alpha]) }) });
    renderPage();
    await chooseAction('Alpha', 'Stats');
    expect(screen.getByTestId('location').textContent).toBe('/campaign/edit/w1/stats?space=s-1');
  });

  it('reloads the list on update_workflow and refetch_workflows from the server', async () => {
    seedSession({ token: 'token-1', space: 's-1' });
    let rows = [alpha];
    const api = mockApi({ 'GET /workflows': () => ({ payload: listOf(rows) }) });
    renderPage();
    await screen.findByRole('link', { name: 'Alpha' });
    await waitFor(() => expect(fakeSocket.listeners.get('refetch_workflows')?.size).toBeGreaterThan(0));
    rows = [alpha, beta];
    fakeSocket.receive('update_workflow', beta);
    expect(await screen.findByRole('link', { name: 'Beta' })).toBeTruthy();
    rows = [beta];
    const before = api.callsTo('GET', '/workflows').length;
    fakeSocket.receive('refetch_workflows', { order: ['w2'] });
    await waitFor(() => expect(api.callsTo('GET', '/workflows').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alpha' })).toBeNull());
  });

  it('shows the percent complete of each campaign', async () => {
    const third = workflow('w2', 'Beta', { percent_complete: 33 });
    mockApi({ 'GET /workflows': () => ({ payload: listOf([alpha, third, gamma]) }) });
    renderPage();
    await screen.findByRole('link', { name: 'Alpha' });
    const shown = (name: string) => {
      const bar = within(rowOf(name)).getByRole('progressbar');
      return [bar.getAttribute('aria-valuenow'), bar.textContent];
    };
    expect(shown('Alpha')).toEqual(['40', '40%']);
    expect(shown('Beta')).toEqual(['33', '33%']);
    expect(shown('Gamma')).toEqual(['0', '0%']);
  });
});
