import { api } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings, renderShell, testCredential } from '../../layouts/shell.test-support';
import { blacklistValues } from './sections/BlacklistSection';
import { formatCountdown, secondsUntilRetry } from './sections/proxy-stage';
import SettingsPage from './SettingsPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeAll(loadStrings);

const routes = <Route path="/settings/:section" element={<SettingsPage />} />;
const ada = testCredential({ _id: 'c1' });

describe('settings pages (platform §2)', () => {
  it('show an empty state with Add account when no credential is selected', async () => {
    const { location } = renderShell(routes, { url: '/settings/account?space=s1', credentials: [] });
    expect(screen.getByText('No connected account selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(location()).toBe('/credentials/add?space=s1');
  });

  it('have a left navigation of account, limits, location, blacklist and connection carrying the query', () => {
    renderShell(routes, { url: '/settings/account?selectedCred=c1', credentials: [ada] });
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Account',
      'Limits',
      'Location',
      'Blacklist',
      'Connection',
    ]);
    expect(links[3]?.getAttribute('href')).toBe('/settings/blacklist?selectedCred=c1');
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['/settings/signatures?selectedCred=c1', '/templates/signatures?selectedCred=c1'],
    // The redirect carries the session's selected credential (the sdk's Navigate, platform §4).
    ['/settings/voicemails', '/templates/voicemails?selectedCred=c1'],
    ['/settings/unknown', '/settings/account?selectedCred=c1'],
  ])('%s goes to %s', (url, target) => {
    const { location } = renderShell(routes, { url, credentials: [ada] });
    expect(location()).toBe(target);
  });

  it('the blacklist is read with GET and saved with PUT {values}', async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue({ values: ['acme.com', 'Bob Smith'] } as never);
    renderShell(routes, {
      url: '/settings/blacklist',
      credentials: [ada],
      get: { '/credentials/c1/blacklist': { values: ['acme.com'] } },
    });
    const field = (await screen.findByLabelText('Blacklist, one value a line')) as HTMLTextAreaElement;
    await waitFor(() => expect(field.value).toBe('acme.com'));
    fireEvent.change(field, { target: { value: 'acme.com\n\n  Bob Smith  \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/credentials/{id}/blacklist', {
        path: { id: 'c1' },
        body: { values: ['acme.com', 'Bob Smith'] },
      }),
    );
    expect(await screen.findByText('Blacklist saved')).toBeTruthy();
  });

  it('limits save the time zone and work hours', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ ...ada, work_hours_start: 7 } as never);
    renderShell(routes, {
      url: '/settings/limits',
      credentials: [ada],
      get: { '/credentials/timezones': [{ name: 'Paris', value: 'Europe/Paris' }] },
    });
    expect(screen.getByText('9:00 – 18:00')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Start of the work day' }), {
      target: { value: '7' },
    });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/credentials/{id}/update', {
        path: { id: 'c1' },
        body: { timezone: 'Europe/Paris', work_hours_start: 7, work_hours_end: 18, work_weekends: false },
      }),
    );
  });

  it('limits say whether the account works on weekends, with the default shown, and save the choice', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ ...ada, work_weekends: true } as never);
    renderShell(routes, {
      url: '/settings/limits',
      credentials: [ada],
      get: { '/credentials/timezones': [{ name: 'Paris', value: 'Europe/Paris' }] },
    });
    const weekends = screen.getByRole('checkbox', {
      name: 'Also work on Saturdays and Sundays',
    }) as HTMLInputElement;
    expect(weekends.checked).toBe(false);
    expect(
      screen.getByText('Default: Monday to Friday. Outside its days and hours the account sends nothing.'),
    ).toBeTruthy();
    fireEvent.click(weekends);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/credentials/{id}/update', {
        path: { id: 'c1' },
        body: { timezone: 'Europe/Paris', work_hours_start: 9, work_hours_end: 18, work_weekends: true },
      }),
    );
    cleanup();
    // A server whose default is every day says so, and a sender that follows it shows it ticked.
    renderShell(routes, {
      url: '/settings/limits',
      credentials: [testCredential({ _id: 'c2', work_weekends: true, work_weekends_default: true })],
      get: { '/credentials/timezones': [] },
    });
    expect(
      (screen.getByRole('checkbox', { name: 'Also work on Saturdays and Sundays' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByText(/^Default: every day\./)).toBeTruthy();
  });

  it('connection shows the state and opens the change-automation modal', async () => {
    renderShell(routes, {
      url: '/settings/connection',
      credentials: [ada],
      get: { '/proxy/v2/countries': [] },
    });
    expect(screen.getByText('Connected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change automation' }));
    const dialog = screen.getByRole('dialog', { name: 'Change automation' });
    // Moving to the extension needs the extension: the install link opens in a new tab.
    expect(within(dialog).getByRole('link', { name: 'Install the extension' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Switch to Browser extension' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});

describe('settings helpers', () => {
  it('blacklist: one value a line, trimmed, blanks dropped', () => {
    expect(blacklistValues(' a \n\nb\n  ')).toEqual(['a', 'b']);
  });

  it.each([
    [0, '0:00'],
    [59.2, '1:00'],
    [61, '1:01'],
    [600, '10:00'],
  ])('proxy retry countdown %s s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('counts down to proxy_failed_until (epoch seconds)', () => {
    expect(secondsUntilRetry(1_000, 990_000)).toBe(10);
    expect(secondsUntilRetry(null, 0)).toBe(0);
  });
});
