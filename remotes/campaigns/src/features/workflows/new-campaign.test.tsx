import { seedSession } from '@outreach/sdk';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { campaignsLocales } from '../../i18n';
import MyCampaignsPage from '../../pages/MyCampaignsPage';
import { fakeSocket, socketIoMock } from '../campaign-nav/fake-socket.test-support';
import type { Workflow, WorkflowPage } from './workflows.types';
import { workflow } from './workflows.test-fixtures';

await campaignsLocales.load('en');

vi.mock('socket.io-client', () => socketIoMock());

const alpha = workflow('w1', 'Alpha');
const listOf = (items: Workflow[]): WorkflowPage => ({ items, total: items.length, offset: 0, limit: 8 });

beforeAll(() => vi.stubGlobal('__BUILD_ID__', 'test'));
beforeEach(() => seedSession({ token: 'token-1', space: 's-1' }));
afterEach(() => {
  cleanup();
  fakeSocket.reset();
  seedSession({ token: null });
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

/** Opens "New campaign" (the first of its buttons) and returns the kinds offered. */
async function openKinds() {
  const [button] = await screen.findAllByRole('button', { name: 'New campaign' });
  if (!button) throw new Error('no New campaign button');
  fireEvent.click(button);
  return within(await screen.findByRole('dialog'));
}

const hrefOf = (scope: ReturnType<typeof within>, name: RegExp) =>
  scope.getByRole('link', { name }).getAttribute('href');

describe('New campaign on My Campaigns (issue 26 item 1)', () => {
  it('opens the kinds at once when the dashboard links here with ?new=1', async () => {
    mockApi({ 'GET /workflows': () => ({ payload: listOf([alpha]) }) });
    renderArea(MyCampaignsPage, '/campaigns/my-campaigns?new=1&space=s-1');
    const dialog = within(await screen.findByRole('dialog'));
    expect(hrefOf(dialog, /^Smart sequence/)).toBe('/smart-sequences/edit/new?space=s-1');
  });

  it('offers the campaign kinds, each a link to its editor carrying the workspace', async () => {
    mockApi({ 'GET /workflows': () => ({ payload: listOf([alpha]) }) });
    renderArea(MyCampaignsPage, '/campaigns/my-campaigns?space=s-1');
    await screen.findByRole('link', { name: 'Alpha' });
    const dialog = await openKinds();
    expect(hrefOf(dialog, /^Campaign Steps one after another/)).toBe('/campaign/add?space=s-1');
    expect(hrefOf(dialog, /^Email-only campaign/)).toBe('/campaign/add?outreach=email&space=s-1');
    expect(hrefOf(dialog, /^Smart sequence/)).toBe('/smart-sequences/edit/new?space=s-1');
    expect(hrefOf(dialog, /^Open your smart sequences$/)).toBe('/smart-sequences?space=s-1');
  });

  it('the empty list offers New campaign; a search without matches does not', async () => {
    mockApi({ 'GET /workflows': () => ({ payload: listOf([]) }) });
    renderArea(MyCampaignsPage, '/campaigns/my-campaigns?space=s-1');
    const empty = (await screen.findByText('No campaigns yet')).closest('.ds-empty-state');
    if (!(empty instanceof HTMLElement)) throw new Error('no empty state');
    expect(within(empty).getByRole('button', { name: 'New campaign' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search campaigns'), { target: { value: 'zzz' } });
    const noMatch = (await screen.findByText('No campaign matches your search')).closest('.ds-empty-state');
    if (!(noMatch instanceof HTMLElement)) throw new Error('no empty state');
    expect(within(noMatch).queryByRole('button', { name: 'New campaign' })).toBeNull();
    // The header's button stays.
    expect(screen.getAllByRole('button', { name: 'New campaign' })).toHaveLength(1);
  });

  it('choosing a kind opens its editor', async () => {
    mockApi({
      'GET /workflows': () => ({ payload: listOf([]) }),
      'GET /credentials/fetch': () => ({ payload: [] }),
    });
    renderArea(App, '/campaigns/my-campaigns?space=s-1');
    const dialog = await openKinds();
    fireEvent.click(dialog.getByRole('link', { name: /^Email-only campaign/ }));
    const outreach = await screen.findByLabelText('Outreach type', {}, { timeout: 10_000 });
    expect((outreach as HTMLSelectElement).value).toBe('email');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
