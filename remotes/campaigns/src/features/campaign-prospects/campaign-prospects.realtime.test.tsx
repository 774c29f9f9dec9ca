import { setUpCampaignPageTests } from '../campaign-nav/campaign-page.test-support';
import { pageCampaign, stepJson } from '../campaign-nav/campaign.test-fixtures';
import { useAccountLiveUpdates } from '@outreach/sdk/account';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import CampaignProspectsPage from '../../pages/CampaignProspectsPage';
import { fakeSocket, socketIoMock } from '../campaign-nav/fake-socket.test-support';

vi.mock('socket.io-client', () => socketIoMock());
vi.mock('react-router', async (original) =>
  (await import('../campaign-nav/fake-socket.test-support')).campaignRouteMock(original),
);

const campaign = pageCampaign({ sequence: [stepJson('s1', 1)] });

/** The page as the shell mounts it: the shell's session-wide live updates sit beside the remote. */
function PageInShell() {
  useAccountLiveUpdates();
  return <CampaignProspectsPage />;
}

/** GETs of the campaign page's own queries: the campaign and its prospects. */
function pageFetches(api: ReturnType<typeof mockApi>): number {
  return (
    api.callsTo('GET', '/workflows/wf-1').length + api.callsTo('GET', '/workflows/wf-1/prospects').length
  );
}

async function openPage() {
  const api = mockApi({
    'GET /workflows/wf-1': () => ({ payload: campaign }),
    'GET /workflows/wf-1/prospects': () => ({ payload: { items: [], total: 0, offset: 0, limit: 25 } }),
  });
  renderArea(PageInShell, '/campaign/edit/wf-1/prospects?space=s-1');
  await screen.findByText('Founders in Lyon');
  await waitFor(() => expect(fakeSocket.listeners.get('refetch_data')?.size ?? 0).toBeGreaterThan(0));
  await waitFor(() => expect(pageFetches(api)).toBe(2));
  return api;
}

/** 1,000 `refetch_data` events for prospects of `workflowId`, one a millisecond (one second in all). */
async function prospectBurst(workflowId: string) {
  for (let index = 0; index < 1000; index += 1) {
    act(() =>
      fakeSocket.receive('refetch_data', {
        workflow_id: workflowId,
        prospect_id: `p-${index}`,
        campaign_prospect_id: `cp-${index}`,
      }),
    );
    await vi.advanceTimersByTimeAsync(1);
  }
  // Long enough for any coalescing window to close and every refetch to answer.
  await vi.advanceTimersByTimeAsync(5_000);
}

setUpCampaignPageTests();
afterEach(() => vi.useRealTimers());

describe('campaign page realtime (outreach §7): precise and coalesced', () => {
  it('1,000 prospect events of this campaign in one second refetch its page at most 3 times', async () => {
    const api = await openPage();
    const before = pageFetches(api);
    vi.useFakeTimers();
    await prospectBurst('wf-1');
    const refetches = pageFetches(api) - before;
    console.info(`refetches of the campaign page for 1,000 prospect events: ${refetches}`);
    expect(refetches).toBeGreaterThan(0);
    expect(refetches).toBeLessThanOrEqual(3);
  });

  it("events for another campaign refetch none of this campaign's queries", async () => {
    const api = await openPage();
    const before = pageFetches(api);
    vi.useFakeTimers();
    await prospectBurst('wf-2');
    const refetches = pageFetches(api) - before;
    console.info(`refetches of the campaign page for 1,000 events of another campaign: ${refetches}`);
    expect(refetches).toBe(0);
  });
});
