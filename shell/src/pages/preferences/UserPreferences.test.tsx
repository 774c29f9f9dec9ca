import { LANGUAGE_KEY, sessionStore } from '@outreach/sdk';
import { accountMessages } from '@outreach/core/forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from '../auth/renderPage.test-support';
import { PreferencesLayout } from './PreferencesLayout';
import BasicPage from './user/BasicPage';
import LanguagePage from './user/LanguagePage';
import ManualApprovalPage from './user/ManualApprovalPage';
import NotificationsPage from './user/NotificationsPage';
import PasswordPage from './user/PasswordPage';

await setUpPageTests({ signedIn: true });

const user = {
  _id: 'user-1',
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Berg',
  phone: '+49 30 1234567',
  industry: 'Software',
  address_line: 'Main street 1',
  zip_code: '10115',
  is_admin: false,
};
const base = {
  'GET /users/fetch_user': user,
  'GET /space/info': { _id: 'space-1', name: 'Acme', admins: ['user-1'] },
  'GET /space/features': {},
};

const at = (path: string, element: React.ReactNode, url = path) =>
  renderPage(<Route path={path} element={element} />, url, { withQueryClient: true });

describe('preferences layout (settings layout, left nav)', () => {
  it('lists the user pages and the current workspace pages, carrying selectedCred and space', async () => {
    mockApi(base);
    at(
      '/preferences/user/basic',
      <PreferencesLayout>
        <p>page</p>
      </PreferencesLayout>,
      '/preferences/user/basic?selectedCred=c1&space=space-1&other=x',
    );
    const nav = screen.getByRole('navigation', { name: 'Preferences' });
    await waitFor(() => expect(nav.querySelectorAll('a').length).toBe(11));
    const links = Array.from(nav.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Basic info', '/preferences/user/basic?selectedCred=c1&space=space-1'],
      ['Password', '/preferences/user/password?selectedCred=c1&space=space-1'],
      ['Language', '/preferences/user/language?selectedCred=c1&space=space-1'],
      ['Manual approval', '/preferences/user/manual-approval?selectedCred=c1&space=space-1'],
      ['Notifications', '/preferences/user/notifications?selectedCred=c1&space=space-1'],
      ['Basic info', '/preferences/workspace/basic/space-1?selectedCred=c1&space=space-1'],
      ['Users', '/preferences/workspace/users/space-1?selectedCred=c1&space=space-1'],
      ['Appearance', '/preferences/workspace/appearance/space-1?selectedCred=c1&space=space-1'],
      ['Labels', '/preferences/workspace/labels/space-1?selectedCred=c1&space=space-1'],
      ['Auto labels', '/preferences/workspace/auto-labels/space-1?selectedCred=c1&space=space-1'],
      ['Domains', '/preferences/workspace/domains/space-1?selectedCred=c1&space=space-1'],
    ]);
    expect(screen.getByRole('link', { name: 'Password' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Basic info' })[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('adds company research and AI employees only with their features (spec §2)', async () => {
    mockApi({ ...base, 'GET /space/features': { ai_company_researches: true, ai_employee_messages: true } });
    at('/preferences/user/basic', <PreferencesLayout />);
    expect((await screen.findByRole('link', { name: 'Company research' })).getAttribute('href')).toBe(
      '/preferences/user/company-research',
    );
    expect(screen.getByRole('link', { name: 'AI employees' }).getAttribute('href')).toBe(
      '/preferences/workspace/ai-employees',
    );
  });

  it('names the workspace of the URL in the workspace links', async () => {
    mockApi(base);
    at('/preferences/workspace/users/:id', <PreferencesLayout />, '/preferences/workspace/users/space-9');
    expect((await screen.findByRole('link', { name: 'Users' })).getAttribute('href')).toBe(
      '/preferences/workspace/users/space-9',
    );
  });
});

describe('basic info', () => {
  it.each([
    ['First name', '', 'Please enter your first name'],
    ['Last name', ' ', 'Please enter your last name'],
    ['Phone', '12ab', 'Please, add correct phone number'],
    ['Phone', '1234', 'Please, add correct phone number'],
  ])('%s %j: "%s"', async (label, value, message) => {
    const api = mockApi(base);
    at('/preferences/user/basic', <BasicPage />);
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // react-hook-form checks a submitted form asynchronously.
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('POST', '/users/update')).toEqual([]);
  });

  it("refuses a phone with the API's own words (the rule of @outreach/core/forms)", async () => {
    mockApi(base);
    at('/preferences/user/basic', <BasicPage />);
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '000 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.phone);
  });

  it('posts /users/update with the profile fields, trimmed', async () => {
    const api = mockApi({ ...base, 'POST /users/update': {} });
    at('/preferences/user/basic', <BasicPage />);
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: ' Annie ' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '10117' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Changes saved']));
    expect(api.callsTo('POST', '/users/update')).toEqual([
      [
        {
          first_name: 'Annie',
          last_name: 'Berg',
          phone: '+49 30 1234567',
          industry: 'Software',
          address_line: 'Main street 1',
          zip_code: '10117',
        },
        undefined,
      ],
    ]);
    expect(sessionStore.getState().user?.first_name).toBe('Annie');
  });

  it("uploads the photo as form data to /users/save_photo and shows the API's image error", async () => {
    const api = mockApi({ ...base, 'POST /users/save_photo': fail('Image is too large (max 5 MB)', 413) });
    at('/preferences/user/basic', <BasicPage />);
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Profile photo'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Image is too large (max 5 MB)');
    const [[body]] = api.callsTo('POST', '/users/save_photo') as [[FormData, unknown]];
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.png');
  });
});

describe('password', () => {
  async function change(old: string, next: string, repeat: string) {
    at('/preferences/user/password', <PasswordPage />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: old } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it.each([
    ['', 'new password', 'new password', 'Please enter your current password'],
    ['old', 'short', 'short', 'Password must be 8 to 40 characters'],
    ['old', 'x'.repeat(41), 'x'.repeat(41), 'Password must be 8 to 40 characters'],
    ['old', 'new password', 'new passwort', 'Passwords do not match'],
  ])('old %j, new %j, repeat %j: "%s"', async (old, next, repeat, message) => {
    const api = mockApi(base);
    await change(old, next, repeat);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('POST', '/users/change_password')).toEqual([]);
  });

  it('posts /users/change_password {old_password, password}', async () => {
    const api = mockApi({ ...base, 'POST /users/change_password': {} });
    await change('old secret', 'x'.repeat(40), 'x'.repeat(40));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Your password has been changed']));
    expect(api.callsTo('POST', '/users/change_password')).toEqual([
      [{ old_password: 'old secret', password: 'x'.repeat(40) }, undefined],
    ]);
  });

  it("shows the API's refusal", async () => {
    mockApi({ ...base, 'POST /users/change_password': fail('Old password is wrong') });
    await change('wrong', 'new password', 'new password');
    await waitFor(() => expect(snackbarTexts()).toEqual(['error: Old password is wrong']));
  });
});

describe('language', () => {
  it('starts on the current language', () => {
    mockApi(base);
    sessionStore.setState({ locale: 'fr' });
    at('/preferences/user/language', <LanguagePage />);
    expect((screen.getByLabelText('Interface language') as HTMLSelectElement).value).toBe('fr');
    sessionStore.setState({ locale: 'en' });
  });

  it('offers the five languages; saving stores the choice and reloads (spec §1)', async () => {
    mockApi(base);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    sessionStore.setState({ locale: 'en' });
    at('/preferences/user/language', <LanguagePage />);
    const select = screen.getByLabelText('Interface language') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['en', 'fr', 'de', 'pt', 'es']);
    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // react-hook-form checks a submitted form asynchronously.
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    localStorage.removeItem(LANGUAGE_KEY);
    sessionStore.setState({ locale: 'en' });
  });
});

describe('manual approval and notifications', () => {
  it('the manual-approval switch posts /users/update {manual_approval}', async () => {
    const api = mockApi({ ...base, 'POST /users/update': {} });
    at('/preferences/user/manual-approval', <ManualApprovalPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Approve messages before they are sent' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/users/update')).toEqual([[{ manual_approval: true }, undefined]]),
    );
  });

  it('a notification switch posts the whole email_notifications map', async () => {
    const api = mockApi({
      ...base,
      'GET /users/fetch_user': { ...user, email_notifications: { weekly_report: false } },
      'POST /users/update': {},
    });
    at('/preferences/user/notifications', <NotificationsPage />);
    const weekly = (await screen.findByRole('switch', { name: 'Weekly report' })) as HTMLInputElement;
    expect(weekly.checked).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'A prospect replies' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/users/update')).toEqual([
        [
          {
            email_notifications: {
              new_reply: false,
              account_issue: true,
              campaign_completed: true,
              weekly_report: false,
            },
          },
          undefined,
        ],
      ]),
    );
  });
});
