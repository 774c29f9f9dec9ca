import { seedSession } from '@outreach/sdk';
import { setUpInboxPageTests } from '../page-tests.test-support';
import type { ApiSchema } from '@outreach/core/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { fakeSocket, type MockHandler, mockApi, socketIoMock } from '../../../../mock-api.test-support';
import { draftKey } from './drafts';

type DialogJson = ApiSchema<'InboxDialog'>;
type MessageJson = ApiSchema<'InboxMessage'>;

vi.mock('socket.io-client', () => socketIoMock());

const query = '?selectedCred=cred-1&space=s-1';

function dialog(id: string, prospectId: string, name: string, extra: Partial<DialogJson> = {}): DialogJson {
  return {
    _id: id,
    credential_id: 'cred-1',
    credential_name: 'Sam Sender',
    prospect: {
      _id: prospectId,
      full_name: name,
      first_name: name,
      last_name: '',
      position: 'CTO',
      company_name: `${name} Corp`,
      profile_url: `https://www.linkedin.com/in/${prospectId}`,
      email: `${prospectId}@example.test`,
    },
    is_unread: false,
    is_starred: false,
    is_archived: false,
    last_message_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    last_message: {
      direction: 'in',
      channel: 'social',
      kind: 'reply',
      subject: null,
      text: `Hello from ${name}`,
      sent_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    },
    ...extra,
  };
}

function message(id: string, extra: Partial<MessageJson> = {}): MessageJson {
  return {
    _id: id,
    direction: 'in',
    channel: 'social',
    kind: 'reply',
    subject: null,
    text: `Message ${id}`,
    sent_at: '2026-11-02T10:00:00.000Z',
    status: 'sent',
    call: null,
    ...extra,
  };
}

const ada = dialog('d1', 'p1', 'Ada', {
  is_unread: true,
  last_message: {
    direction: 'out',
    channel: 'email',
    kind: 'message',
    subject: 'Intro',
    text: 'Shall we talk?',
    sent_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
});
const bob = dialog('d2', 'p2', 'Bob', { is_starred: true });

const profile = {
  _id: 'p1',
  full_name: 'Ada',
  position: 'CTO',
  company_name: 'Ada Corp',
  profile_url: 'https://www.linkedin.com/in/p1',
  personal_email: null,
  work_email: 'ada@example.test',
  enriched_email: null,
  labels: [{ _id: 'l1', name: 'VIP', color: '#ff00ff', type: 'profile' }],
  campaigns: [
    {
      workflow_id: 'w1',
      name: 'Spring outreach',
      status: 'active',
      state: 'paused',
      pause_reason: 'got_reply',
      wait_reason: null,
      next_step: { key: 's2', kind: 'send_email', number: 2 },
      next_step_at: null,
    },
  ],
};

/** An inbox server: the list (or the one dialog of `prospect_id`), messages, PATCH, POST. */
function inboxApi(
  dialogs: DialogJson[] = [ada, bob],
  extra: Record<string, MockHandler> = {},
  messages: MessageJson[] = [message('m1')],
) {
  return mockApi({
    'GET /inbox/dialogs': (call) => {
      const prospectId = call.query.get('prospect_id');
      const items = prospectId ? dialogs.filter((d) => d.prospect._id === prospectId) : dialogs;
      return {
        payload: { items, total: items.length, offset: Number(call.query.get('offset') ?? 0), limit: 25 },
      };
    },
    'GET /inbox/dialogs/*/messages': () => ({ payload: { items: messages, has_more: false } }),
    'PATCH /inbox/dialogs/*': (call) => {
      const id = call.path.split('/').at(-1);
      const found = dialogs.find((d) => d._id === id) ?? ada;
      return { payload: { ...found, ...(call.body as object) } };
    },
    'POST /inbox/dialogs/*/messages': (call) => ({
      payload: message('sent', { direction: 'out', ...(call.body as object), status: 'queued' }),
    }),
    'GET /profiles/*': () => ({ payload: profile }),
    'GET /inbox/dialogs/*/scheduled': () => ({ payload: [] }),
    ...extra,
  });
}

const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET', '/inbox/dialogs').filter((call) => !call.query.has('prospect_id'));

async function openChat(prospectId = 'p1') {
  renderArea(App, `/inbox/${prospectId}${query}`);
  return screen.findByRole('form', { name: 'Reply' });
}

setUpInboxPageTests({
  session: { token: null, selectedCredentialId: 'cred-1' },
  reset: () => {
    vi.useRealTimers();
    fakeSocket.reset();
  },
});

describe('Inbox dialogs list (spec outreach §2 Inbox)', () => {
  it("lists the selected sender's dialogs of the last month with name, company, snippet, unread and star", async () => {
    const api = inboxApi();
    renderArea(App, `/inbox${query}`);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const first = listCalls(api)[0];
    expect(Object.fromEntries(first?.query ?? [])).toMatchObject({
      credentials_id: 'cred-1',
      period: '1m',
      filter: 'all',
      offset: '0',
      limit: '25',
    });
    const adaRow = within(list).getByRole('link', { name: /Ada/ });
    expect(adaRow.textContent).toContain('Ada Corp');
    expect(adaRow.textContent).toContain('You: Shall we talk?');
    expect(adaRow.getAttribute('data-unread')).toBe('true');
    expect(within(adaRow).queryByRole('img', { name: 'Starred' })).toBeNull();
    const bobRow = within(list).getByRole('link', { name: /Bob/ });
    expect(bobRow.textContent).toContain('Hello from Bob');
    expect(bobRow.textContent).not.toContain('You:');
    expect(bobRow.getAttribute('data-unread')).toBeNull();
    expect(within(bobRow).getByRole('img', { name: 'Starred' })).toBeTruthy();
    expect(bobRow.textContent).toContain('2 hr. ago');
  });

  it('reads a call as the last message: its direction and note, never "You:"', async () => {
    const sent_at = new Date(Date.now() - 60_000).toISOString();
    const called = dialog('d3', 'p3', 'Cleo', {
      last_message: {
        direction: 'out',
        channel: 'call',
        kind: 'call',
        subject: null,
        text: 'Call back Tuesday',
        sent_at,
      },
    });
    const rang = dialog('d4', 'p4', 'Dan', {
      last_message: { direction: 'in', channel: 'call', kind: 'call', subject: null, text: '', sent_at },
    });
    inboxApi([called, rang]);
    renderArea(App, `/inbox${query}`);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const cleo = within(list).getByRole('link', { name: /Cleo/ });
    expect(cleo.textContent).toContain('Outgoing call · Call back Tuesday');
    expect(cleo.textContent).not.toContain('You:');
    expect(within(list).getByRole('link', { name: /Dan/ }).textContent).toContain('Incoming call');
  });

  it('offers the seven spec periods and sends the chosen period, filter and (debounced) search', async () => {
    const api = inboxApi();
    renderArea(App, `/inbox${query}`);
    await screen.findByRole('list', { name: 'Conversations' });
    const period = screen.getByLabelText('Period') as HTMLSelectElement;
    expect([...period.options].map((option) => option.textContent)).toEqual([
      '3 days',
      '1 week',
      '2 weeks',
      '1 month',
      '3 months',
      '6 months',
      '1 year',
    ]);
    fireEvent.change(period, { target: { value: '3m' } });
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('period')).toBe('3m'));
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('filter')).toBe('unread'));
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('filter')).toBe('archived'));
    const before = listCalls(api).length;
    // The search waits 300 ms after the last keystroke: on the fake clock, moved by the test.
    vi.useFakeTimers();
    const searched = () =>
      listCalls(api)
        .slice(before)
        .map((call) => call.query.get('query'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'acme' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searched()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // debounced: the intermediate "a" never reached the server
    expect(searched()).toEqual(['acme']);
    expect(listCalls(api).at(-1)?.query.get('period')).toBe('3m');
  });

  it('loads the next 25 with "Load more"', async () => {
    const firstPage = Array.from({ length: 25 }, (_, index) =>
      dialog(`d${index}`, `p${index}`, `Person ${index}`),
    );
    const api = mockApi({
      'GET /inbox/dialogs': (call) => {
        const offset = Number(call.query.get('offset'));
        const items = offset === 0 ? firstPage : [dialog('d-late', 'p-late', 'Zoe Late')];
        return { payload: { items, total: 26, offset, limit: 25 } };
      },
    });
    renderArea(App, `/inbox${query}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Zoe Late/ })).toBeTruthy();
    expect(listCalls(api).at(-1)?.query.get('offset')).toBe('25');
    expect(screen.getAllByRole('link', { name: /Person|Zoe/ })).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an empty state, and a different one when filters find nothing', async () => {
    inboxApi([]);
    renderArea(App, `/inbox${query}`);
    expect(await screen.findByRole('heading', { name: 'No conversations' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Starred' }));
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeTruthy();
  });

  it('opens the chat of a dialog at /inbox/<prospectId>, keeping selectedCred and space', async () => {
    inboxApi();
    renderArea(App, `/inbox${query}`);
    fireEvent.click(await screen.findByRole('link', { name: /Bob/ }));
    expect(screen.getByTestId('location').textContent).toBe(`/inbox/p2${query}`);
    expect(await screen.findByRole('heading', { name: 'Bob', level: 2 })).toBeTruthy();
  });

  it('refetches the list when the unread counter changes', async () => {
    seedSession({ token: 'token-1', space: 's-1', selectedCredentialId: 'cred-1' });
    const api = inboxApi();
    renderArea(App, `/inbox${query}`);
    await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(fakeSocket.listeners.get('update_unread_counter')?.size).toBeGreaterThan(0));
    const before = listCalls(api).length;
    fakeSocket.receive('update_unread_counter', { credential_id: 'cred-1', unread_count: 3 });
    await waitFor(() => expect(listCalls(api).length).toBe(before + 1));
  });
});

describe('Inbox chat (spec outreach §2 Inbox, §4 Dialog)', () => {
  it("finds the prospect's dialog with the selected sender and marks an unread one read on open", async () => {
    const api = inboxApi();
    await openChat('p1');
    const lookup = api
      .callsTo('GET', '/inbox/dialogs')
      .find((call) => call.query.get('prospect_id') === 'p1');
    expect(lookup?.query.get('credentials_id')).toBe('cred-1');
    await waitFor(() => expect(api.callsTo('PATCH', '/inbox/dialogs/d1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/inbox/dialogs/d1')[0]?.body).toEqual({ is_unread: false });
  });

  it('does not patch a dialog that is already read', async () => {
    const api = inboxApi();
    await openChat('p2');
    await screen.findByRole('list', { name: 'Messages' });
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('"Mark unread" sticks: the chat does not read the dialog again', async () => {
    const api = inboxApi();
    await openChat('p1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark unread' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/inbox/dialogs/d1')).toHaveLength(2));
    expect(api.callsTo('PATCH', '/inbox/dialogs/d1')[1]?.body).toEqual({ is_unread: true });
    // The PATCH has settled (the actions are enabled again) and the dialog stays unread.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Archive' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('button', { name: 'Mark unread' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('PATCH', '/inbox/dialogs/d1')).toHaveLength(2);
  });

  it('unstars a starred dialog (PATCH) and the button turns back into Star', async () => {
    const api = inboxApi();
    await openChat('p2');
    fireEvent.click(await screen.findByRole('button', { name: 'Unstar' }));
    expect(await screen.findByRole('button', { name: 'Star' })).toBeTruthy();
    expect(api.callsTo('PATCH', '/inbox/dialogs/d2').map((call) => call.body)).toEqual([
      { is_starred: false },
    ]);
  });

  it('stars an unstarred dialog and archives it', async () => {
    const api = inboxApi([dialog('d3', 'p3', 'Cleo')]);
    await openChat('p3');
    fireEvent.click(await screen.findByRole('button', { name: 'Star' }));
    await screen.findByRole('button', { name: 'Unstar' });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await screen.findByRole('button', { name: 'Unarchive' });
    expect(api.callsTo('PATCH', '/inbox/dialogs/d3').map((call) => call.body)).toEqual([
      { is_starred: true },
      { is_archived: true },
    ]);
  });

  it('shows messages as bubbles with channel, subject, out-of-office, bounce and send status; loads earlier ones', async () => {
    const newest = [
      message('m2', {
        channel: 'email',
        subject: 'Re: Intro',
        text: 'Sounds good',
        sent_at: '2026-11-03T10:00:00.000Z',
      }),
      message('m3', {
        kind: 'out_of_office',
        channel: 'email',
        text: 'Away until Monday',
        sent_at: '2026-11-03T11:00:00.000Z',
      }),
      message('m4', {
        direction: 'out',
        kind: 'bounce',
        channel: 'email',
        text: 'Undeliverable',
        sent_at: '2026-11-03T12:00:00.000Z',
      }),
      message('m5', {
        direction: 'out',
        status: 'failed',
        text: 'Ping',
        sent_at: '2026-11-03T13:00:00.000Z',
      }),
    ];
    const older = [message('m1', { text: 'First contact', sent_at: '2026-11-01T10:00:00.000Z' })];
    const api = inboxApi([bob], {
      'GET /inbox/dialogs/*/messages': (call) =>
        call.query.get('before')
          ? { payload: { items: older, has_more: false } }
          : { payload: { items: newest, has_more: true } },
    });
    await openChat('p2');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const bubbles = within(list).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.getAttribute('data-direction'))).toEqual([
      'in',
      'in',
      'out',
      'out',
    ]);
    expect(bubbles[0]?.textContent).toContain('Email');
    expect(bubbles[0]?.textContent).toContain('Re: Intro');
    expect(bubbles[1]?.className).toContain('inbox-message--out_of_office');
    expect(bubbles[1]?.textContent).toContain('Out of office');
    expect(bubbles[2]?.className).toContain('inbox-message--bounce');
    expect(bubbles[2]?.textContent).toContain('Bounced');
    expect(bubbles[3]?.textContent).toContain('LinkedIn');
    expect(bubbles[3]?.textContent).toContain('Not sent');
    expect(api.callsTo('GET', '/inbox/dialogs/d2/messages')[0]?.query.get('limit')).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'Load earlier' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('First contact'),
    );
    expect(api.callsTo('GET', '/inbox/dialogs/d2/messages')[1]?.query.get('before')).toBe(
      '2026-11-03T10:00:00.000Z',
    );
    expect(screen.queryByRole('button', { name: 'Load earlier' })).toBeNull();
  });

  it('shows the prospect info: emails, labels, campaigns with state, pause reason and next step, and the prospect page', async () => {
    inboxApi();
    renderArea(App, `/inbox/p1${query}`);
    const info = await screen.findByRole('complementary', { name: 'Prospect info' });
    await within(info).findByText('ada@example.test');
    expect(within(info).getByText('VIP')).toBeTruthy();
    const campaign = within(within(info).getByRole('list', { name: 'Campaigns' })).getByRole('listitem');
    expect(campaign.textContent).toContain('Spring outreach');
    expect(campaign.textContent).toContain('Paused');
    expect(campaign.textContent).toContain('Paused: got reply');
    // Issue 26 item 26: the step's name from the campaign builder's strings, not its raw kind.
    expect(campaign.textContent).toContain('Next step: 2 · Send email');
    expect(campaign.textContent).not.toContain('send_email');
    fireEvent.click(within(info).getByRole('link', { name: 'Open the prospect page' }));
    expect(screen.getByTestId('location').textContent).toBe(`/profiles/p1${query}`);
  });

  it('says so when the prospect has no dialog with the selected sender', async () => {
    inboxApi([]);
    renderArea(App, `/inbox/p9${query}`);
    expect(await screen.findByRole('heading', { name: 'No conversation yet' })).toBeTruthy();
  });
});

describe('Inbox composer (spec outreach §3 draft per profile and channel)', () => {
  it('sends an email with its subject, then clears the text and the stored draft', async () => {
    const api = inboxApi();
    await openChat('p2');
    fireEvent.change(screen.getByLabelText('Send as'), { target: { value: 'email' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Next week' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  Tuesday works.  ' } });
    expect(localStorage.getItem(draftKey('p2', 'email'))).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/inbox/dialogs/d2/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/inbox/dialogs/d2/messages')[0]?.body).toEqual({
      channel: 'email',
      text: 'Tuesday works.',
      subject: 'Next week',
    });
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    expect(localStorage.getItem(draftKey('p2', 'email'))).toBeNull();
  });

  it('leaves the subject out when empty (the server answers with "Re: …") and sends on Ctrl+Enter', async () => {
    const api = inboxApi();
    await openChat('p2');
    fireEvent.change(screen.getByLabelText('Send as'), { target: { value: 'email' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi' } });
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.callsTo('POST', '/inbox/dialogs/d2/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/inbox/dialogs/d2/messages')[0]?.body).toEqual({
      channel: 'email',
      text: 'Hi',
    });
  });

  it('keeps Send disabled while the message is empty', async () => {
    inboxApi();
    await openChat('p2');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    expect(send.hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's error under the composer and keeps the draft", async () => {
    inboxApi([bob], {
      'POST /inbox/dialogs/*/messages': () => ({ error: 'The prospect has no email address', status: 400 }),
    });
    await openChat('p2');
    fireEvent.change(screen.getByLabelText('Send as'), { target: { value: 'email' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const composer = screen.getByRole('form', { name: 'Reply' });
    expect((await within(composer).findByRole('alert')).textContent).toBe(
      'The prospect has no email address',
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello there');
    expect(JSON.parse(localStorage.getItem(draftKey('p2', 'email')) ?? '{}')).toEqual({
      text: 'Hello there',
      subject: '',
    });
  });

  it('restores the draft, its subject and the last channel after leaving the conversation', async () => {
    inboxApi();
    await openChat('p2');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'LinkedIn words' } });
    fireEvent.change(screen.getByLabelText('Send as'), { target: { value: 'email' } });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'About Q4' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Email words' } });
    cleanup();

    await openChat('p2');
    expect((screen.getByLabelText('Send as') as HTMLSelectElement).value).toBe('email');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('About Q4');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Email words');
    fireEvent.change(screen.getByLabelText('Send as'), { target: { value: 'social' } });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('LinkedIn words');
  });

  it("keeps each prospect's draft apart", async () => {
    inboxApi();
    await openChat('p2');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'For Bob' } });
    cleanup();
    await openChat('p1');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });
});

describe('Inbox scheduled send (spec outreach §5 "Scheduled send cannot be in the past")', () => {
  const scheduled = (id: string, text: string, sendAt: string): ApiSchema<'ScheduledMessage'> => ({
    _id: id,
    dialog_id: 'd2',
    channel: 'social',
    text,
    subject: null,
    send_at: sendAt,
    status: 'pending',
    error: null,
    message_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
  });

  it('schedules the reply with send_at (the picked local time as an instant) and clears the draft', async () => {
    const api = inboxApi([ada, bob], {
      'POST /inbox/dialogs/*/messages': (call) => ({
        payload: scheduled('s1', 'Later', new Date((call.body as { send_at: string }).send_at).toISOString()),
      }),
    });
    await openChat('p2');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'See you Monday' } });
    fireEvent.click(screen.getByLabelText('Send later'));
    const schedule = screen.getByRole('button', { name: 'Schedule' });
    // No time yet: nothing to schedule.
    expect(schedule.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: '2099-03-02T09:30' } });
    fireEvent.click(schedule);
    await waitFor(() => expect(api.callsTo('POST', '/inbox/dialogs/d2/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/inbox/dialogs/d2/messages')[0]?.body).toEqual({
      channel: 'social',
      text: 'See you Monday',
      send_at: new Date('2099-03-02T09:30').toISOString(),
    });
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByLabelText('Send at')).toBeNull();
  });

  it('refuses a time in the past with the spec message and calls nothing', async () => {
    const api = inboxApi();
    await openChat('p2');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Too late' } });
    fireEvent.click(screen.getByLabelText('Send later'));
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: '2000-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const composer = screen.getByRole('form', { name: 'Reply' });
    expect((await within(composer).findByRole('alert')).textContent).toBe(
      'You cannot send a message to the past',
    );
    expect(api.callsTo('POST', '/inbox/dialogs/d2/messages')).toEqual([]);
  });

  it("lists the dialog's pending scheduled messages and cancels one", async () => {
    let pending = [scheduled('s1', 'Follow-up one', '2099-03-02T09:30:00.000Z')];
    const api = inboxApi([ada, bob], {
      'GET /inbox/dialogs/*/scheduled': () => ({ payload: pending }),
      'POST /inbox/dialogs/*/scheduled/*/cancel': () => {
        const [first] = pending;
        pending = [];
        return { payload: { ...first, status: 'cancelled' } };
      },
    });
    await openChat('p2');
    const list = await screen.findByRole('region', { name: 'Scheduled' });
    expect(within(list).getByText('Follow-up one')).toBeTruthy();
    expect(within(list).getByText(/^Sends /)).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Cancel the scheduled message “Follow-up one”' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Scheduled' })).toBeNull());
    expect(api.callsTo('POST', '/inbox/dialogs/d2/scheduled/s1/cancel')).toHaveLength(1);
  });
});
