import { campaignsLocales } from '../../i18n';
import { seedSession } from '@outreach/sdk';
import { useAccountLiveUpdates } from '@outreach/sdk/account';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import MyCampaignsPage from '../../pages/MyCampaignsPage';
import { fakeSocket, socketIoMock } from '../campaign-nav/fake-socket.test-support';
import type { Workflow, WorkflowPage } from './workflows.types';
import { workflow } from './workflows.test-fixtures';

await campaignsLocales.load('en');

vi.mock('socket.io-client', () => socketIoMock());

const draft = workflow('w1', 'Delta', { status: 'draft', position: 1 });

/** What POST update_status answers and `update_workflow` carries: the whole campaign (outreach §7). */
const started = {
  ...draft,
  status: 'active',
  updated_at: '2026-11-02T00:00:00.000Z',
  sequence: [{ key: 's1', number: 1, kind: 'view_profile', wait_days: 0, wait_hours: 0 }],
  credentials: ['cred-1'],
};

const page = (items: Workflow[]): WorkflowPage => ({ items, total: items.length, offset: 0, limit: 8 });

/** The list as the shell mounts it, with the shell's session-wide live updates beside it. */
function PageInShell() {
  useAccountLiveUpdates();
  return <MyCampaignsPage />;
}

beforeAll(() => vi.stubGlobal('__BUILD_ID__', 'test'));
beforeEach(() => seedSession({ token: 'token-1', space: 's-1' }));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  fakeSocket.reset();
  seedSession({ token: null });
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

describe('Start (outreach §4): the answer is the campaign', () => {
  it('writes the started campaign into the cache instead of fetching it again', async () => {
    let rows: Workflow[] = [draft];
    const api = mockApi({
      'GET /workflows': () => ({ payload: page(rows) }),
      'GET /workflows/*': () => ({ payload: started }),
      'POST /workflows/*/update_status': () => {
        rows = [{ ...draft, status: 'active' }];
        return { payload: started };
      },
    });
    renderArea(PageInShell, '/campaigns/my-campaigns?space=s-1');
    await screen.findByRole('link', { name: 'Delta' });
    await waitFor(() => expect(fakeSocket.listeners.get('update_workflow')?.size ?? 0).toBeGreaterThan(0));
    const gets = () => api.calls.filter((call) => call.method === 'GET').length;
    const before = gets();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Delta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo('POST', '/workflows/w1/update_status')).toHaveLength(1));
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(0);
    // The server announces the change to the workspace after it commits.
    fakeSocket.receive('update_workflow', started);
    await vi.advanceTimersByTimeAsync(5_000);
    vi.useRealTimers();

    const after = gets() - before;
    console.info(`GETs after Start: ${after}`);
    expect(
      within(screen.getByRole('link', { name: 'Delta' }).closest('li') as HTMLElement).getByText('Active'),
    ).toBeTruthy();
    expect(after).toBe(0);
  });
});
