import { AreaRoutes, closeUpgradePrompt, createApiClient, LockedFeature } from '@outreach/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadShellStrings } from '../i18n';

let account: { is_billing_enabled: boolean; subscription_mode?: string } | undefined;
vi.mock('@outreach/sdk/account', () => ({ useLoadedAccount: () => account }));

const { UpgradePrompt } = await import('./UpgradePrompt');
await loadShellStrings('en');

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="search">{location.search}</p>
    </>
  );
}

/** The test's hand on the router: navigates as a page's redirect does. */
let go: NavigateFunction = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

function renderPrompt(children: React.ReactNode = null) {
  return render(
    <MemoryRouter initialEntries={['/campaigns']}>
      <UpgradePrompt />
      {children}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A client whose every call answers `body` with `status`. */
function clientAnswering(status: number, body: unknown) {
  return createApiClient({
    apiBase: () => '',
    token: () => 'tok',
    space: () => 'space-1',
    fetch: async () => new Response(JSON.stringify(body), { status }),
  });
}

const lockedVideo = {
  ok: false,
  error: 'Video is available from the Growth plan: upgrade to use it',
  code: 'feature_locked',
  feature: 'video',
  tier: 'growth',
};

afterEach(() => {
  act(() => closeUpgradePrompt());
  cleanup();
  account = undefined;
});

const VideosPage = () => <h1>Videos page</h1>;

describe('UpgradePrompt: a locked feature shows the upgrade prompt (spec platform §6, §8)', () => {
  it('opens on a 402 feature_locked, names the feature and tier, and Upgrade goes to /pricing', async () => {
    account = { is_billing_enabled: true, subscription_mode: 'stripe' };
    renderPrompt();
    await act(async () => {
      await expect(clientAnswering(402, lockedVideo).POST('/videos', {} as never)).rejects.toMatchObject({
        status: 402,
        code: 'feature_locked',
        feature: 'video',
        tier: 'growth',
      });
    });
    expect(screen.getByRole('dialog', { name: 'Video is on the Growth plan' })).toBeTruthy();
    expect(
      screen.getByText('Your plan does not include Video. Upgrade to the Growth plan to use it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByTestId('where').textContent).toBe('/pricing');
    expect(screen.getByTestId('search').textContent).toBe('?return_to=%2Fcampaigns');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('issue 26 item 19: a page reading a locked thing by itself (GET) opens no prompt', async () => {
    account = { is_billing_enabled: true, subscription_mode: 'stripe' };
    renderPrompt();
    await act(async () => {
      await clientAnswering(402, lockedVideo)
        .GET('/videos')
        .catch(() => undefined);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a limit reached names the limit', async () => {
    account = { is_billing_enabled: true };
    renderPrompt();
    const limit = {
      ok: false,
      error: 'Your plan allows 2 campaigns: upgrade to add more',
      code: 'limit_reached',
      feature: 'campaigns',
      limit: 2,
    };
    await act(async () => {
      await clientAnswering(402, limit)
        .POST('/workflows', { body: { name: 'Third' } })
        .catch(() => undefined);
    });
    expect(screen.getByRole('dialog', { name: "Campaigns: your plan's limit is reached" })).toBeTruthy();
    expect(screen.getByText('Your plan allows 2. Upgrade to add more.')).toBeTruthy();
  });

  it('tells to contact support where billing is disabled or the subscription mode is disabled', async () => {
    account = { is_billing_enabled: true, subscription_mode: 'disabled' };
    renderPrompt();
    await act(async () => {
      await clientAnswering(402, lockedVideo)
        .POST('/videos', {} as never)
        .catch(() => undefined);
    });
    expect(screen.getByText('Contact your customer support to help you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('other failures (a 403, a 402 with no code) open nothing', async () => {
    renderPrompt();
    await act(async () => {
      await clientAnswering(403, { ok: false, error: 'Only workspace admins can do this' })
        .GET('/videos')
        .catch(() => undefined);
      await clientAnswering(402, { ok: false, error: 'Payment required' })
        .GET('/videos')
        .catch(() => undefined);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a page whose feature the plan lacks renders the upgrade panel, not the page', () => {
    account = { is_billing_enabled: true };
    render(
      <MemoryRouter initialEntries={['/templates/videos']}>
        <UpgradePrompt />
        <AreaRoutes
          routes={[{ path: '/templates/videos', title: 'Videos', Page: VideosPage, feature: 'video' }]}
          features={{ video: false, campaigns: true }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Videos page')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Video is on the Growth plan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByRole('dialog', { name: 'Video is on the Growth plan' })).toBeTruthy();
  });

  it('issue 26 item 19: back from paying, the welcome says the plan once, even if a redirect brings its query back', async () => {
    account = { is_billing_enabled: true };
    render(
      <MemoryRouter initialEntries={['/campaigns?upgraded=growth&selectedCred=c1']}>
        <UpgradePrompt />
        <Navigator />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Welcome to the Growth plan' })).toBeNull();
    // The campaigns area's redirect, started before Continue, lands with the old query.
    await act(async () => {
      await go('/campaigns/my-campaigns?upgraded=growth&selectedCred=c1', { replace: true });
    });
    expect(screen.queryByRole('dialog', { name: 'Welcome to the Growth plan' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/campaigns/my-campaigns');
    expect(screen.getByTestId('search').textContent).toBe('?selectedCred=c1');
  });

  it("a locked page's Upgrade button opens the same prompt", () => {
    account = { is_billing_enabled: true };
    renderPrompt(<LockedFeature feature="prospect_finder" />);
    expect(screen.getByRole('heading', { name: 'Prospect Finder is on the Growth plan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByRole('dialog', { name: 'Prospect Finder is on the Growth plan' })).toBeTruthy();
  });
});
