import { clearNotifications, useNotifications } from '@outreach/design-system';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import { Location } from '../../../test-support';
import type { CallEntry, DialerPhone } from '../calls/dialer-api';
import { dialerLocales } from '../i18n';
import { announcePhonesChanged } from '../numbers/numbers-api';
import { DialerPanel, type DialerPanelProps } from './DialerPanel';
import { FakeCallClient } from './fake-call-client.test-support';
import { panelPhone, sandboxToken } from './panel-fixtures.test-support';
import type { CallRecorder } from './recorder';

const newYork = panelPhone('ph-ny', '+12125550100', 'US');
const sanFrancisco = panelPhone('ph-sf', '+14155550100', 'US');
const london = panelPhone('ph-uk', '+442071234567', 'GB');

const olderCall = {
  id: 'old-1',
  direction: 'outgoing',
  duration: 42,
  phone_number: '+12125550100',
  prospect_phone_number: '+13105550111',
  profile: { id: 'p9', full_name: 'Ada Lovelace' },
  record_url: null,
  result: 'answered',
  start_date: '2026-01-02T10:00:00.000Z',
  user_id: 'u1',
  disposition: null,
  note: null,
} as CallEntry;

interface Setup {
  phones?: DialerPhone[];
  handlers?: Record<string, MockHandler>;
  supportsCalls?: boolean;
  recorder?: CallRecorder | null;
  props?: Partial<DialerPanelProps>;
}

function setup({
  phones = [newYork, sanFrancisco, london],
  handlers = {},
  supportsCalls = true,
  recorder = null,
  props = {},
}: Setup = {}) {
  const client = new FakeCallClient();
  const playTone = vi.fn();
  const api = mockApi({
    'GET /dialer/phones': () => ({ payload: phones }),
    'GET /dialer/calls': () => ({ payload: { items: [olderCall], skip: 0, limit: 10, total: 1 } }),
    'GET /dialer/token': () => ({ payload: sandboxToken }),
    'POST /dialer/calls': (call) => {
      const body = call.body as { to: string; phone_id: string };
      const from = phones.find((p) => p.id === body.phone_id)?.number ?? '';
      return {
        payload: {
          id: 'c1',
          from,
          to: body.to,
          target_uri: null,
          sandbox: { outcome: 'answered', ring_ms: 2000 },
        },
      };
    },
    'POST /dialer/calls/incoming': () => ({ payload: { id: 'in-1' } }),
    'PUT /dialer/calls/*': (call) => {
      const body = call.body as { result: CallEntry['result']; duration_seconds: number };
      const id = call.path.split('/')[3] ?? '';
      return {
        payload: {
          ...olderCall,
          id,
          result: body.result,
          duration: body.duration_seconds,
          start_date: new Date().toISOString(),
          profile: null,
          prospect_phone_number: '+14155550199',
        },
      };
    },
    'PUT /dialer/calls/*/recording': () => ({ payload: { record_url: '/api/dialer/calls/c1/recording' } }),
    ...handlers,
  });
  const onClose = vi.fn();
  const deps = {
    createClient: vi.fn(async () => client),
    playTone,
    startRecording: () => recorder,
    supportsCalls: () => supportsCalls,
  };
  render(
    <MemoryRouter initialEntries={['/inbox']}>
      <DialerPanel onClose={onClose} deps={deps} {...props} />
      <Location />
    </MemoryRouter>,
  );
  return { client, api, playTone, onClose, deps };
}

const dialInput = () => screen.getByLabelText('Number to call') as HTMLInputElement;
const caller = () => screen.getByLabelText('Call from') as HTMLSelectElement;
const typeNumber = (text: string) => fireEvent.change(dialInput(), { target: { value: text } });
const callStatus = () => within(screen.getByRole('complementary', { name: 'Phone' })).getByRole('status');
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

/** The main view up, the client started. */
async function ready(setupResult: ReturnType<typeof setup>) {
  await screen.findByLabelText('Number to call');
  await waitFor(() => expect(setupResult.client.started).toBe(true));
  return setupResult;
}

beforeAll(async () => {
  await dialerLocales.load('en');
});

beforeEach(() => {
  clearNotifications();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dialer panel: empty and main states (spec ai-telephony §2, §5)', () => {
  it('without a number shows the empty state; Get Started leads to buying one', async () => {
    const { onClose, deps } = setup({ phones: [] });
    expect(await screen.findByText('No phone number yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // The numbers page with the Buy Number modal open.
    expect(screen.getByTestId('location').textContent).toBe('/integrations/dialer/phone-numbers?buy=1');
    expect(onClose).toHaveBeenCalled();
    // No number, no client: nothing registers.
    expect(deps.createClient).not.toHaveBeenCalled();
  });

  it('a number bought on the numbers page shows in the picker without a reload', async () => {
    const owned: DialerPhone[] = [];
    setup({ handlers: { 'GET /dialer/phones': () => ({ payload: [...owned] }) } });
    expect(await screen.findByText('No phone number yet')).toBeTruthy();
    owned.push(newYork);
    act(() => announcePhonesChanged());
    await waitFor(() => expect(within(caller()).getByRole('option', { name: '+12125550100' })).toBeTruthy());
    expect(screen.queryByText('No phone number yet')).toBeNull();
  });

  it('the main state: number picker, dial input, keypad and the recent calls', async () => {
    const { api } = await ready(setup());
    expect(caller().value).toBe('');
    expect(within(caller()).getByRole('option', { name: 'Select number' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Keypad' })).toBeTruthy();
    const recent = await screen.findByRole('region', { name: 'Recent calls' });
    expect(within(recent).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(recent).getByText(/Outgoing · Answered · 42 s/)).toBeTruthy();
    // A fresh one-time key for the token, in the API's allowed format.
    const key = api.callsTo('GET', '/dialer/token')[0]?.query.get('one_time_key') ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(screen.getByText('Sandbox: calls are simulated, nobody is really called.')).toBeTruthy();
  });

  it('the dial input keeps only digits, #, * and +', async () => {
    await ready(setup());
    typeNumber('+1 (415) abc 555-0199 #*x');
    expect(dialInput().value).toBe('+14155550199#*');
  });

  it('keypad keys type at the cursor, Shift gives the alternate, backspace deletes at the cursor', async () => {
    await ready(setup());
    typeNumber('4155');
    dialInput().setSelectionRange(2, 2);
    fireEvent.click(screen.getByRole('button', { name: '9' }));
    expect(dialInput().value).toBe('41955');
    dialInput().setSelectionRange(0, 0);
    fireEvent.click(screen.getByRole('button', { name: '0' }), { shiftKey: true });
    expect(dialInput().value).toBe('+41955');
    dialInput().setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(dialInput().value).toBe('+4955');
  });

  it('"Select number" when no number is chosen', async () => {
    await ready(setup());
    typeNumber('12');
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(alertText()).toBe('Select number');
  });

  it('"Wrong phone number format" for a number that is not a phone number', async () => {
    const { api } = await ready(setup());
    fireEvent.change(caller(), { target: { value: 'ph-ny' } });
    typeNumber('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(alertText()).toBe('Wrong phone number format');
    expect(api.callsTo('POST', '/dialer/calls')).toHaveLength(0);
  });

  it('the balance check: the API refusing the call shows its message, nothing is dialed', async () => {
    const { client } = await ready(
      setup({
        handlers: {
          'POST /dialer/calls': () => ({ error: 'Not enough credits for a one-minute call', status: 402 }),
        },
      }),
    );
    typeNumber('+14155550199');
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(alertText()).toBe('Not enough credits for a one-minute call'));
    expect(client.targets).toHaveLength(0);
  });

  it('local presence: the owned number nearest to the callee is preselected', async () => {
    await ready(setup());
    typeNumber('4155550199');
    expect(caller().value).toBe('ph-sf');
    typeNumber('+12125550123');
    expect(caller().value).toBe('ph-ny');
    typeNumber('+442079460000');
    expect(caller().value).toBe('ph-uk');
    // No number in France: the first.
    typeNumber('+33612345678');
    expect(caller().value).toBe('ph-ny');
    // A number the user picked is kept.
    fireEvent.change(caller(), { target: { value: 'ph-uk' } });
    typeNumber('4155550199');
    expect(caller().value).toBe('ph-uk');
  });

  it('a suspended number is never offered by local presence and cannot be picked', async () => {
    await ready(setup({ phones: [panelPhone('ph-s', '+14155550100', 'US', 'suspended'), newYork] }));
    typeNumber('4155550199');
    expect(caller().value).toBe('ph-ny');
    const option = within(caller()).getByRole('option', {
      name: '+14155550100 (suspended)',
    }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
  });

  it('openDialer({ to, prospectId }) fills the number and logs the call against the prospect', async () => {
    const { api, client } = await ready(
      setup({ props: { request: { to: '+1 415 555 0199', prospectId: 'p1' } } }),
    );
    expect(dialInput().value).toBe('+14155550199');
    expect(caller().value).toBe('ph-sf');
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(client.targets).toHaveLength(1));
    expect(api.callsTo('POST', '/dialer/calls')[0]?.body).toEqual({
      phone_id: 'ph-sf',
      to: '+14155550199',
      prospect_id: 'p1',
    });
  });

  it('an unsupported browser gets the toast, and the dialer is unusable', async () => {
    const { deps } = setup({ supportsCalls: false });
    await screen.findByLabelText('Number to call');
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.title)).toContain(
        'Your browser doesn`t support calls',
      ),
    );
    expect((screen.getByRole('button', { name: 'Call' }) as HTMLButtonElement).disabled).toBe(true);
    expect(deps.createClient).not.toHaveBeenCalled();
  });

  it('a setup error is only logged, and the call says calls are unavailable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({
      handlers: { 'GET /dialer/token': () => ({ error: 'The dialer is not activated', status: 403 }) },
    });
    await screen.findByLabelText('Number to call');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(useNotifications.getState().notifications).toHaveLength(0);
    typeNumber('+14155550199');
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() =>
      expect(alertText()).toBe('Calls are not available right now, try again in a moment.'),
    );
    error.mockRestore();
  });
});

describe('dialer panel: a call (spec ai-telephony §4)', () => {
  async function dialed(options: Setup = {}) {
    const result = await ready(setup(options));
    typeNumber('+14155550199');
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(result.client.calls).toHaveLength(1));
    const call = result.client.calls[0];
    if (!call) throw new Error('no call');
    return { ...result, call };
  }

  it('places the call the API opened, with the sandbox callee', async () => {
    const { client } = await dialed();
    expect(client.targets[0]).toEqual({
      from: '+14155550100',
      to: '+14155550199',
      targetUri: null,
      sandbox: { outcome: 'answered', ringMs: 2000 },
    });
  });

  it('in-call: connecting, ringing, connected with the mm:ss timer; hang up reports the call', async () => {
    const { call, api } = await dialed();
    expect(callStatus().textContent).toBe('Connecting…');
    expect(screen.getByText('+14155550199')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => call.setStatus('ringing'));
    expect(callStatus().textContent).toBe('Ringing…');
    vi.useFakeTimers();
    act(() => call.setStatus('connected'));
    expect(callStatus().textContent).toBe('Connected');
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('timer').textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(64_000));
    expect(screen.getByRole('timer').textContent).toBe('01:05');
    vi.useRealTimers();
    act(() => call.end('answered', 65));
    // §4: back to the main state, the call on top of the history, "just now".
    const recent = await screen.findByRole('region', { name: 'Recent calls' });
    const first = within(recent).getAllByRole('listitem')[0];
    expect(first?.textContent).toContain('just now');
    expect(first?.textContent).toContain('1 min');
    await waitFor(() => expect(api.callsTo('PUT', '/dialer/calls/c1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/dialer/calls/c1')[0]?.body).toEqual({
      result: 'answered',
      duration_seconds: 65,
    });
    // The number and the caller are still there for another call.
    expect(dialInput().value).toBe('+14155550199');
    expect(screen.getByText('Last call: Answered')).toBeTruthy();
  });

  it('the timer shows hours past an hour', async () => {
    const { call } = await dialed();
    vi.useFakeTimers();
    act(() => call.setStatus('connected'));
    act(() => vi.advanceTimersByTime(3_725_000));
    expect(screen.getByRole('timer').textContent).toBe('01:02:05');
  });

  it('mute toggles', async () => {
    const { call } = await dialed();
    act(() => call.setStatus('connected'));
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(call.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(call.muted).toBe(false);
  });

  it('the keypad sends DTMF during a call, plays the tone and lights the key for 100 ms', async () => {
    const { call, playTone } = await dialed();
    act(() => call.setStatus('connected'));
    fireEvent.click(screen.getByRole('button', { name: 'Show the keypad' }));
    const keypad = screen.getByRole('group', { name: 'Keypad' });
    vi.useFakeTimers();
    const five = within(keypad).getByRole('button', { name: '5' });
    fireEvent.click(five);
    fireEvent.click(within(keypad).getByRole('button', { name: '#' }));
    expect(call.dtmf).toEqual(['5', '#']);
    expect(playTone).toHaveBeenCalledWith('5');
    expect(five.className).toContain('is-lit');
    act(() => vi.advanceTimersByTime(99));
    expect(five.className).toContain('is-lit');
    act(() => vi.advanceTimersByTime(1));
    expect(five.className).not.toContain('is-lit');
  });

  it('a busy callee ends the call: reported busy, 0 s', async () => {
    const { call, api } = await dialed();
    act(() => call.end('busy', 0));
    await waitFor(() => expect(api.callsTo('PUT', '/dialer/calls/c1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/dialer/calls/c1')[0]?.body).toEqual({ result: 'busy', duration_seconds: 0 });
    expect(screen.getByText('Last call: Busy')).toBeTruthy();
  });

  it('records the call and uploads the recording after the report', async () => {
    const audio = new Blob(['voice'], { type: 'audio/webm' });
    const add = vi.fn();
    const recorder: CallRecorder = { add, stop: vi.fn(async () => audio) };
    const { call, api } = await dialed({ recorder });
    const remote = {} as MediaStream;
    call.remoteStream = remote;
    act(() => call.setStatus('connected'));
    expect(add).toHaveBeenCalledWith(remote);
    act(() => call.end('answered', 3));
    await waitFor(() => expect(api.callsTo('PUT', '/dialer/calls/c1/recording')).toHaveLength(1));
    const order = api.calls.filter((c) => c.method === 'PUT').map((c) => c.path);
    expect(order).toEqual(['/dialer/calls/c1', '/dialer/calls/c1/recording']);
    const form = api.callsTo('PUT', '/dialer/calls/c1/recording')[0]?.body as FormData;
    const file = form.get('file') as File;
    expect(file.type).toBe('audio/webm');
    expect(file.name).toBe('call-c1.webm');
    expect(recorder.stop).toHaveBeenCalled();
  });

  it('a report that fails is a toast', async () => {
    const { call } = await dialed({
      handlers: { 'PUT /dialer/calls/*': () => ({ error: 'Call not found', status: 404 }) },
    });
    act(() => call.end('answered', 3));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((n) => n.text)).toContain('Call not found'),
    );
  });
});

describe('dialer panel: incoming calls', () => {
  it('rings with Answer and Decline, is logged, and answering connects it', async () => {
    const onRequestOpen = vi.fn();
    const { client, api } = await ready(setup({ props: { onRequestOpen } }));
    let call = client.ring('+13105550111');
    await act(async () => {});
    expect(onRequestOpen).toHaveBeenCalled();
    expect(screen.getByText('Incoming call')).toBeTruthy();
    expect(screen.getByText('+13105550111')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/dialer/calls/incoming')).toHaveLength(1));
    expect(api.callsTo('POST', '/dialer/calls/incoming')[0]?.body).toEqual({
      phone_id: 'ph-ny',
      from: '+13105550111',
      to: '+12125550100',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(callStatus().textContent).toBe('Connected'));
    expect(call.answered).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(api.callsTo('PUT', '/dialer/calls/in-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/dialer/calls/in-1')[0]?.body).toEqual({
      result: 'answered',
      duration_seconds: 0,
    });

    call = client.ring('+13105550112');
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(call.hungUp).toBe(true);
    expect(screen.queryByText('Incoming call')).toBeNull();
  });

  it('a caller who hangs up before the call is logged still gets it reported, once logged', async () => {
    let logged: (answer: { payload: { id: string } }) => void = () => undefined;
    const { client, api } = await ready(
      setup({
        handlers: {
          'POST /dialer/calls/incoming': () =>
            new Promise((resolve) => {
              logged = resolve;
            }),
        },
      }),
    );
    const call = client.ring('+13105550113');
    await waitFor(() => expect(api.callsTo('POST', '/dialer/calls/incoming')).toHaveLength(1));
    act(() => call.end('no_answer', 0));
    await waitFor(() => expect(screen.queryByText('Incoming call')).toBeNull());
    expect(api.callsTo('PUT', '/dialer/calls/in-late')).toHaveLength(0);
    await act(async () => logged({ payload: { id: 'in-late' } }));
    await waitFor(() => expect(api.callsTo('PUT', '/dialer/calls/in-late')).toHaveLength(1));
    expect(api.callsTo('PUT', '/dialer/calls/in-late')[0]?.body).toEqual({
      result: 'no_answer',
      duration_seconds: 0,
    });
  });
});
