import type { ApiSchema } from '@outreach/core/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seedSession } from '@outreach/sdk';
import { describe, expect, it, vi } from 'vitest';
import { fakeSocket, type MockHandler, mockApi, socketIoMock } from '../../../../../mock-api.test-support';
import { renderArea } from '../../../../../test-support';
import App from '../../../expose/App';
import { setUpInboxPageTests } from '../../page-tests.test-support';
import { draftKey } from '../drafts';

vi.mock('socket.io-client', () => socketIoMock());

const query = '?selectedCred=cred-1&space=s-1';

const dialog: ApiSchema<'InboxDialog'> = {
  _id: 'd1',
  credential_id: 'cred-1',
  credential_name: 'Sam Sender',
  prospect: {
    _id: 'p1',
    full_name: 'Ada',
    first_name: 'Ada',
    last_name: '',
    position: 'CTO',
    company_name: 'Ada Corp',
    profile_url: 'https://www.linkedin.com/in/p1',
    email: null,
  },
  is_unread: false,
  is_starred: false,
  is_archived: false,
  last_message_at: '2026-11-02T10:00:00.000Z',
  last_message: null,
};

const numbers: ApiSchema<'SmsNumbers'> = {
  numbers: [
    { id: 'ph-1', number: '+12135550100', country_code: 'US', is_own: true, available: true, reason: null },
    { id: 'ph-2', number: '+13125550100', country_code: 'US', is_own: false, available: true, reason: null },
    {
      id: 'ph-3',
      number: '+18885550100',
      country_code: 'US',
      is_own: false,
      available: false,
      reason: 'Sending SMS is temporarily unavailable (US regulation); remove SMS steps',
    },
  ],
  price: 1,
  sandbox: true,
};

function smsApi(phone: string | null, extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /inbox/dialogs': () => ({ payload: { items: [dialog], total: 1, offset: 0, limit: 25 } }),
    'GET /inbox/dialogs/*/messages': () => ({ payload: { items: [], has_more: false } }),
    'GET /inbox/dialogs/*/scheduled': () => ({ payload: [] }),
    'GET /profiles/*': () => ({ payload: { _id: 'p1', full_name: 'Ada', phone, labels: [], campaigns: [] } }),
    'GET /sms/numbers': () => ({ payload: numbers }),
    'GET /sms/opt_outs': () => ({ payload: { items: [] } }),
    'POST /sms/messages': (call) => ({ payload: { _id: 'm-sms', ...(call.body as object) } }),
    ...extra,
  });
}

async function openChat() {
  renderArea(App, `/inbox/p1${query}`);
  return screen.findByRole('form', { name: 'Reply' });
}

setUpInboxPageTests({
  session: { token: null, selectedCredentialId: 'cred-1' },
  reset: () => fakeSocket.reset(),
});

describe('Inbox composer: SMS (issue 27)', () => {
  it('texts the prospect from the number picked, into this thread, and clears the SMS draft', async () => {
    const api = smsApi('+1 415 555 0121');
    const composer = await openChat();
    const sendAs = within(composer).getByLabelText('Send as');
    await waitFor(() => expect(within(sendAs).queryByRole('option', { name: 'SMS' })).not.toBeNull());
    fireEvent.change(sendAs, { target: { value: 'sms' } });
    // Only numbers that can text now; no subject and no scheduling for a text.
    const from = within(composer).getByLabelText('From number');
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['+12135550100', '+13125550100']);
    expect(within(composer).getByText('Sandbox: no real phone receives it; costs 1 credit')).toBeTruthy();
    expect(within(composer).queryByLabelText('Subject')).toBeNull();
    expect(within(composer).queryByLabelText('Send later')).toBeNull();
    fireEvent.change(from, { target: { value: 'ph-2' } });
    fireEvent.change(within(composer).getByLabelText('Message'), { target: { value: '  Call tomorrow?  ' } });
    expect(localStorage.getItem(draftKey('p1', 'sms'))).not.toBeNull();
    fireEvent.click(within(composer).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(api.callsTo('POST', '/sms/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/sms/messages')[0]?.body).toEqual({
      prospect_id: 'p1',
      dialog_id: 'd1',
      phone_id: 'ph-2',
      text: 'Call tomorrow?',
    });
    await waitFor(() => expect(localStorage.getItem(draftKey('p1', 'sms'))).toBeNull());
  });

  it("shows the server's refusal (an opted-out number) under the composer", async () => {
    smsApi('+14155550125', {
      'POST /sms/messages': () => ({
        error: 'This number has opted out of SMS (it replied STOP); it can opt in again by replying START',
        status: 409,
      }),
    });
    const composer = await openChat();
    const sendAs = within(composer).getByLabelText('Send as');
    await waitFor(() => expect(within(sendAs).queryByRole('option', { name: 'SMS' })).not.toBeNull());
    fireEvent.change(sendAs, { target: { value: 'sms' } });
    fireEvent.change(within(composer).getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(within(composer).getByRole('button', { name: 'Send SMS' }));
    expect((await within(composer).findByRole('alert')).textContent).toBe(
      'This number has opted out of SMS (it replied STOP); it can opt in again by replying START',
    );
  });

  it('offers no SMS when the prospect has no phone', async () => {
    const api = smsApi(null);
    const composer = await openChat();
    await waitFor(() => expect(api.callsTo('GET', '/sms/numbers')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/profiles/p1').length).toBeGreaterThan(0));
    const options = within(within(composer).getByLabelText('Send as')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['LinkedIn message', 'Email']);
  });

  it('offers no SMS on a plan without it (402 from /sms/numbers)', async () => {
    const api = smsApi('+14155550121', {
      'GET /sms/numbers': () => ({
        error: 'SMS is available from the Scale plan: upgrade to use it',
        status: 402,
      }),
    });
    const composer = await openChat();
    await waitFor(() => expect(api.callsTo('GET', '/sms/numbers')).toHaveLength(1));
    const options = within(within(composer).getByLabelText('Send as')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['LinkedIn message', 'Email']);
  });
});

const call: ApiSchema<'InboxMessage'> = {
  _id: 'm-call',
  direction: 'out',
  channel: 'call',
  kind: 'call',
  subject: null,
  text: '',
  sent_at: '2026-11-02T11:00:00.000Z',
  status: 'sent',
  call: {
    id: 'call-1',
    direction: 'outgoing',
    result: 'busy',
    duration_seconds: 0,
    disposition: null,
    note: null,
    number: '+14155550121',
    our_number: '+12135550100',
  },
};

describe('Inbox: the first SMS and live calls (issue 27)', () => {
  it('texts a prospect with no conversation yet; the new thread then shows', async () => {
    let threads: ApiSchema<'InboxDialog'>[] = [];
    const api = smsApi('+1 415 555 0121', {
      'GET /inbox/dialogs': () => ({
        payload: { items: threads, total: threads.length, offset: 0, limit: 25 },
      }),
      'POST /sms/messages': (sent) => {
        threads = [dialog];
        return { payload: { _id: 'm-sms', dialog_id: 'd1', ...(sent.body as object) } };
      },
    });
    renderArea(App, `/inbox/p1${query}`);
    expect(await screen.findByText('No conversation yet')).toBeTruthy();
    const composer = await screen.findByRole('form', { name: 'Reply' });
    // SMS is the only way in.
    const options = within(within(composer).getByLabelText('Send as')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['SMS']);
    fireEvent.change(within(composer).getByLabelText('Message'), { target: { value: 'Hello Ada' } });
    fireEvent.click(within(composer).getByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(api.callsTo('POST', '/sms/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/sms/messages')[0]?.body).toEqual({
      prospect_id: 'p1',
      phone_id: 'ph-1',
      text: 'Hello Ada',
      credentials_id: 'cred-1',
    });
    // The thread the text opened replaces the empty pane.
    await waitFor(() => expect(screen.queryByText('No conversation yet')).toBeNull());
    // ...with the thread's own composer: every channel again.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Send as'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['LinkedIn message', 'Email', 'SMS']),
    );
  });

  it('offers no first SMS when the prospect has no phone', async () => {
    const api = smsApi(null, {
      'GET /inbox/dialogs': () => ({ payload: { items: [], total: 0, offset: 0, limit: 25 } }),
    });
    renderArea(App, `/inbox/p1${query}`);
    expect(await screen.findByText('No conversation yet')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/profiles/p1').length).toBeGreaterThan(0));
    await waitFor(() => expect(api.callsTo('GET', '/sms/numbers')).toHaveLength(1));
    expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull();
  });

  it('says STOP was received and sends nothing to an opted-out number', async () => {
    const api = smsApi('+14155550125', {
      'GET /sms/opt_outs': () => ({
        payload: {
          items: [
            {
              number: '+14155550125',
              prospect_id: 'p1',
              keyword: 'STOP',
              opted_out_at: '2026-11-01T00:00:00Z',
            },
          ],
        },
      }),
    });
    const composer = await openChat();
    const sendAs = within(composer).getByLabelText('Send as');
    await waitFor(() => expect(within(sendAs).queryByRole('option', { name: 'SMS' })).not.toBeNull());
    fireEvent.change(sendAs, { target: { value: 'sms' } });
    expect((await within(composer).findByRole('status')).textContent).toBe(
      '+14155550125 replied STOP: no SMS can be sent to it until it replies START',
    );
    expect(api.callsTo('GET', '/sms/opt_outs')[0]?.query.get('prospect_id')).toBe('p1');
    fireEvent.change(within(composer).getByLabelText('Message'), { target: { value: 'Hello' } });
    expect((within(composer).getByRole('button', { name: 'Send SMS' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(composer).queryByLabelText('From number')).toBeNull();
  });

  it("shows the spec's SMS unavailable where every number needs a registration", async () => {
    const unavailable = 'Sending SMS is temporarily unavailable (US regulation); remove SMS steps';
    smsApi('+14155550121', {
      'GET /sms/numbers': () => ({
        payload: {
          ...numbers,
          numbers: [{ ...numbers.numbers[2], reason: unavailable } as ApiSchema<'SmsNumber'>],
        },
      }),
    });
    const composer = await openChat();
    const sendAs = within(composer).getByLabelText('Send as');
    await waitFor(() => expect(within(sendAs).queryByRole('option', { name: 'SMS' })).not.toBeNull());
    fireEvent.change(sendAs, { target: { value: 'sms' } });
    expect((await within(composer).findByRole('status')).textContent).toBe(unavailable);
  });

  it('shows a call in the open thread as soon as dialer_call_updated says it ended', async () => {
    let items: ApiSchema<'InboxMessage'>[] = [];
    smsApi('+14155550121', {
      'GET /inbox/dialogs/*/messages': () => ({ payload: { items, has_more: false } }),
    });
    seedSession({ token: 'token-1', space: 's-1', selectedCredentialId: 'cred-1' });
    await openChat();
    await waitFor(() => expect(fakeSocket.listeners.get('dialer_call_updated')?.size).toBeGreaterThan(0));
    items = [call];
    fakeSocket.receive('dialer_call_updated', {
      call_id: 'call-1',
      prospect_id: 'p1',
      dialog_id: 'd1',
      status: 'busy',
    });
    expect(await screen.findByText('Outgoing call · +14155550121 · Busy')).toBeTruthy();
  });
});
