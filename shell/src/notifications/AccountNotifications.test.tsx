import { writeLocalStorage } from '@outreach/sdk';
import { api } from '@outreach/sdk';
import { type AccountNotification, accountKeys } from '@outreach/sdk/account';
import { credentialFormMessages } from '@outreach/core/forms';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { FEATURE_REQUEST_KEY } from '../layouts/header/Header';
import { loadStrings, renderShell, testAccount, testCredential } from '../layouts/shell.test-support';
import { SHOWN_NOTIFICATIONS_KEY } from './account-notifications';
import { resetPoppedNotices } from './AccountNotifications';
import { closeRepairModal } from './repair-modal.store';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  resetPoppedNotices();
  closeRepairModal();
});
beforeAll(loadStrings);
beforeEach(() => writeLocalStorage(FEATURE_REQUEST_KEY, 'true'));

const page = (
  <Route element={<DefaultLayout />}>
    <Route path="*" element={<p>Page</p>} />
  </Route>
);

const auth = testCredential({ _id: 'x' }).auth_status as Record<string, unknown>;

function notice(modal: string, type: AccountNotification['type'] = 'danger', title = `Notice ${modal}`) {
  return {
    _id: `c1:${modal}`,
    credential_id: 'c1',
    type,
    title,
    text: `Text of ${modal}`,
    action: { type: 'modal', meta: { modal, credential_id: 'c1' } },
    withoutDuration: type === 'danger',
    hasClosedButton: true,
  } as AccountNotification;
}

function credentialWith(notifications: AccountNotification[], overrides: Record<string, unknown> = {}) {
  return testCredential({ _id: 'c1', notifications, ...overrides });
}

describe('account notifications', () => {
  it('pops danger notices as warnings that stay, and remembers a closed one', async () => {
    renderShell(page, { credentials: [credentialWith([notice('code'), notice('connectInfo', 'warning')])] });
    const popped = await screen.findByText('Notice code');
    expect(screen.queryByText('Notice connectInfo')).toBeNull();
    const card = popped.closest('.ds-notification') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(localStorage.getItem(SHOWN_NOTIFICATIONS_KEY)).toContain('Notice code'));
    cleanup();
    resetPoppedNotices();
    renderShell(page, { credentials: [credentialWith([notice('code')])] });
    expect(screen.queryByText('Notice code')).toBeNull();
  });

  it('takes a popped notice away when the account no longer has it, without remembering it as closed', async () => {
    const { queryClient } = renderShell(page, {
      credentials: [credentialWith([notice('code'), notice('phone')])],
    });
    await screen.findByText('Notice code');
    await screen.findByText('Notice phone');
    act(() => queryClient.setQueryData(accountKeys.credentials(null), [credentialWith([notice('phone')])]));
    await waitFor(() => expect(screen.queryByText('Notice code')).toBeNull());
    expect(screen.getByText('Notice phone')).toBeTruthy();
    expect(localStorage.getItem(SHOWN_NOTIFICATIONS_KEY) ?? '').not.toContain('Notice code');
    // The problem comes back: its notice pops up again.
    act(() =>
      queryClient.setQueryData(accountKeys.credentials(null), [
        credentialWith([notice('code'), notice('phone')]),
      ]),
    );
    await screen.findByText('Notice code');
  });

  it('lists the notices in the bell with a counter, and Fix opens the repair modal', async () => {
    localStorage.setItem(SHOWN_NOTIFICATIONS_KEY, '[]');
    renderShell(page, {
      credentials: [credentialWith([notice('inmailsInfo', 'warning'), notice('connectInfo', 'info')])],
      account: { ...testAccount, is_paid: false },
    });
    const bell = screen.getByRole('button', { name: 'Notifications (3)' });
    fireEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByText('Outreach is paused')).toBeTruthy();
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Fix' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Limited InMails' });
    expect(await within(dialog).findByText(/run out of InMails/)).toBeTruthy();
  });

  it('the two-factor modal checks its fields, lowercases the email and says "2FA data is successfully set"', async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue({ message: 'ok' } as never);
    renderShell(page, {
      credentials: [credentialWith([notice('twoFactor')], { required_2fa: 'microsoft' })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step verification' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    // react-hook-form checks a submitted form asynchronously; the words are the API's (@outreach/core/forms).
    expect(await within(dialog).findByText(credentialFormMessages.twoFactorUsernameRequired)).toBeTruthy();
    expect(within(dialog).getByText(credentialFormMessages.twoFactorPasswordRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Mailbox email'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Username must be an email')).toBeTruthy();
    expect(credentialFormMessages.twoFactorUsernameEmail).toBe('Username must be an email');
    fireEvent.change(within(dialog).getByLabelText('Mailbox email'), {
      target: { value: ' Ada@Outlook.COM ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Mailbox password'), { target: { value: '  pw  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/credentials/{id}/two_factor', {
        path: { id: 'c1' },
        body: { username: 'ada@outlook.com', password: 'pw' },
      }),
    );
    expect(await screen.findByText('2FA data is successfully set')).toBeTruthy();
  });

  it('the change-password modal needs 4 characters and posts the update', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ _id: 'c1' } as never);
    renderShell(page, { credentials: [credentialWith([notice('changePass')])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    fireEvent.change(await within(dialog).findByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password must be at least 4 characters')).toBeTruthy();
    // The API's words for the same rule (@outreach/core/forms).
    expect(credentialFormMessages.passwordTooShort).toBe('Password must be at least 4 characters');
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'abcd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/credentials/{id}/update', {
        path: { id: 'c1' },
        body: { password: 'abcd' },
      }),
    );
  });

  it("the reconnect modal needs a password of 4 characters when the old one is wrong (the API's rule)", async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ _id: 'c1' } as never);
    renderShell(page, {
      credentials: [credentialWith([notice('credentialsUpdate')], { status: 'invalid' })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect account' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reconnect' }));
    expect(await within(dialog).findByText(credentialFormMessages.passwordTooShort)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'abcd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/credentials/{id}/update', {
        path: { id: 'c1' },
        body: { password: 'abcd' },
      }),
    );
  });

  it('an authenticator-app pin is sent as 000000 by itself', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ message: 'ok' } as never);
    const requested = {
      requested_at: new Date().toISOString(),
      is_wrong: false,
      is_entering: false,
      pin_type: 'app',
    };
    renderShell(page, {
      credentials: [
        credentialWith([notice('code')], {
          auth_status: { ...auth, security_code: requested, logged_in_at: null },
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security code' });
    expect(await within(dialog).findByText(/valid for 10 minutes/)).toBeTruthy();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/credentials/{id}/send', {
        path: { id: 'c1' },
        body: { code: '000000', resend: false },
      }),
    );
  });

  it('the phone modal refuses a bad number with "Please, add correct phone number"', async () => {
    const post = vi.spyOn(api, 'POST');
    renderShell(page, { credentials: [credentialWith([notice('phone')])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone number' });
    fireEvent.change(await within(dialog).findByLabelText('Phone number'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send phone' }));
    // react-hook-form checks a submitted form asynchronously; the words are the API's (@outreach/core/forms).
    expect(await within(dialog).findByText(credentialFormMessages.phoneInvalid)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("the phone modal sends the number with the account's country and its calling code", async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ _id: 'c1' } as never);
    renderShell(page, { credentials: [credentialWith([notice('phone')], { country_code: 'de' })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Fix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone number' });
    fireEvent.change(await within(dialog).findByLabelText('Phone number'), {
      target: { value: ' 030 1234567 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send phone' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/credentials/{id}/send_phone', {
        path: { id: 'c1' },
        body: { number: '030 1234567', country_code: 'DE', phone_code: '49' },
      }),
    );
  });
});
