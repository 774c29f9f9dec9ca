import { getBrand } from '@outreach/brands';
import { sessionStore, writeLocalStorage } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddCredentialModal } from '../pages/credentials/add-credential-modal.store';
import { DefaultLayout } from './DefaultLayout';
import { FEATURE_REQUEST_KEY } from './header/Header';
import {
  loadStrings,
  mockViewport,
  renderShell,
  testAccount,
  testCredential,
  testUser,
} from './shell.test-support';
import { SIDEBAR_COLLAPSED_KEY } from './sidebar/ShellSidebar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  useAddCredentialModal.setState({ open: false, credentialId: null });
});
beforeAll(loadStrings);
beforeEach(() => {
  // The one-time feature-request notice is tested on its own below.
  writeLocalStorage(FEATURE_REQUEST_KEY, 'true');
});

const page = (
  <Route element={<DefaultLayout />}>
    <Route path="*" element={<p>Page content</p>} />
  </Route>
);

const ada = testCredential({ _id: 'c1', first_name: 'Ada', last_name: 'Lovelace', unread_count: 150 });
const bob = testCredential({
  _id: 'c2',
  first_name: 'Bob',
  last_name: 'Ross',
  username: 'painter@example.com',
});

function nav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('DefaultLayout sidebar', () => {
  it('links carry selectedCred and space, and the inbox shows 99+', () => {
    renderShell(page, { url: '/campaigns?selectedCred=c1&space=s1', credentials: [ada, bob] });
    const inbox = within(nav()).getByRole('link', { name: /Inbox/ });
    expect(inbox.getAttribute('href')).toBe('/inbox?selectedCred=c1&space=s1');
    expect(within(inbox).getByText('99+')).toBeTruthy();
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it.each([
    ['unpaid', { ...testAccount, is_paid: false }, [ada]],
    ['without credentials', testAccount, []],
  ])('greys out the outreach items when %s', (_case, account, credentials) => {
    renderShell(page, { account, credentials });
    const campaigns = within(nav()).getByText('Campaigns').closest('[aria-disabled]');
    expect(campaigns?.getAttribute('aria-disabled')).toBe('true');
    expect(within(nav()).queryByRole('link', { name: /Campaigns/ })).toBeNull();
  });

  it('shows Admin only to platform admins, and Back to admin in a customer space', () => {
    renderShell(page, { credentials: [ada] });
    expect(within(nav()).queryByRole('link', { name: /Admin/ })).toBeNull();
    expect(within(nav()).getByRole('button', { name: /Log out/ })).toBeTruthy();
    cleanup();
    renderShell(page, {
      credentials: [ada],
      user: { ...testUser, is_admin: true },
      account: { ...testAccount, is_admin_view: true },
    });
    expect(within(nav()).getByRole('link', { name: /Admin/ })).toBeTruthy();
    fireEvent.click(within(nav()).getByRole('button', { name: /Back to admin/ }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/customers/s1');
  });

  it('has no Refer & Earn for the restricted brand, and opens brand links in a new tab', () => {
    renderShell(page, { credentials: [ada] });
    const refer = within(nav()).getByRole('link', { name: /Refer & Earn/ });
    expect(refer.getAttribute('target')).toBe('_blank');
    cleanup();
    renderShell(page, {
      credentials: [ada],
      brand: getBrand('closedesk'),
      account: { ...testAccount, brand: 'closedesk', brand_config: getBrand('closedesk') },
    });
    expect(within(nav()).queryByRole('link', { name: /Refer & Earn/ })).toBeNull();
  });

  it('remembers the collapsed state', () => {
    renderShell(page, { credentials: [ada] });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
  });

  it('is horizontal below 1000 px', () => {
    mockViewport(900);
    const { container } = renderShell(page, { credentials: [ada] });
    expect(container.querySelector('.ds-sidebar--horizontal')).toBeTruthy();
  });
});

describe('account switcher', () => {
  it('searches by the start of a name, shows the seats and opens New account with addNewModal=true', async () => {
    const { location } = renderShell(page, {
      url: '/inbox?selectedCred=c1',
      credentials: [ada, bob],
      seats: { seats_mode: 'seats', used: 2, total: 5 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connected account: Ada Lovelace' }));
    const list = screen.getByRole('list', { name: 'Connected accounts' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'pain' } });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Bob Ross')]);
    expect(screen.getByText('Seats: 2/5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New account' }));
    await waitFor(() => expect(location()).toBe('/inbox?selectedCred=c1&addNewModal=true'));
    expect(screen.getByRole('dialog', { name: 'New account' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/inbox?selectedCred=c1'));
  });

  it('switching keeps the route, leaves edit-campaign for my-campaigns and selects the credential', () => {
    const { location } = renderShell(page, {
      url: '/campaign/edit/9?selectedCred=c1&space=s1',
      credentials: [ada, bob],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connected account: Ada Lovelace' }));
    fireEvent.click(screen.getByRole('button', { name: /Bob Ross/ }));
    expect(location()).toBe('/campaigns/my-campaigns?selectedCred=c2&space=s1');
    expect(sessionStore.getState().selectedCredentialId).toBe('c2');
  });

  it('shows the credentials count against the maximum for the restricted brand', () => {
    renderShell(page, {
      credentials: [ada, bob],
      brand: getBrand('closedesk'),
      account: { ...testAccount, brand: 'closedesk', brand_config: getBrand('closedesk') },
      seats: { seats_mode: 'max_credentials', used: 2, total: 10, max_credentials: 10 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connected account: Ada Lovelace' }));
    expect(screen.getByText('Accounts: 2/10')).toBeTruthy();
  });
});

describe('header', () => {
  it('puts the unread count in the page title', () => {
    document.title = 'Inbox';
    renderShell(page, { credentials: [ada] });
    expect(document.title).toBe('(99+) Inbox');
  });

  it('lists the workspaces and hides New workspace for the restricted brand', async () => {
    renderShell(page, {
      credentials: [ada],
      get: {
        '/users/fetch_spaces': [
          { _id: 's1', name: 'Acme Sales' },
          { _id: 's2', name: 'Acme Hiring' },
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Jane Cooper' }));
    expect(await screen.findByRole('button', { name: 'Acme Hiring' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New workspace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Billing' })).toBeTruthy();
    cleanup();
    renderShell(page, {
      credentials: [ada],
      brand: getBrand('closedesk'),
      account: { ...testAccount, brand: 'closedesk', brand_config: getBrand('closedesk') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Jane Cooper' }));
    expect(screen.queryByRole('button', { name: 'New workspace' })).toBeNull();
  });

  it('shows the phone button with the calling feature and the dialer, disabled without credentials', () => {
    renderShell(page, { credentials: [ada] });
    expect(screen.queryByRole('button', { name: 'Phone' })).toBeNull();
    cleanup();
    renderShell(page, {
      credentials: [],
      features: { calling: true },
      account: { ...testAccount, has_dialer: true } as typeof testAccount,
    });
    expect((screen.getByRole('button', { name: 'Phone' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the feature-request notice once', () => {
    localStorage.clear();
    renderShell(page, { credentials: [ada] });
    expect(screen.getByText('Missing something?')).toBeTruthy();
    expect(localStorage.getItem(FEATURE_REQUEST_KEY)).toBe('true');
  });

  it('is not drawn on the video route', () => {
    renderShell(page, { url: '/v/abc', credentials: [ada] });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('mobile layout', () => {
  it('has bottom tabs and the switcher below 768 px', () => {
    mockViewport(500);
    renderShell(page, { credentials: [ada], user: { ...testUser, is_admin: true } });
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Campaigns', 'Inbox99+', 'Reports', 'Settings', 'Admin']);
    expect(screen.getByRole('button', { name: 'Connected account: Ada Lovelace' })).toBeTruthy();
  });
});
